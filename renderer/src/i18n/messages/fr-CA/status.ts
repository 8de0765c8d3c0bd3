import type { status as source } from '../en-US/status';
import type { Translation } from '../translation';

export const status: Translation<typeof source> = {
  'status.region': 'État',
  'status.online': 'En ligne',
  'status.offline': 'Hors ligne',
  'status.platform.embedded': 'Plateforme intégrée',
  'status.platform.none': 'Aucune plateforme',
  'status.lastSync': 'Dernière synchronisation',
  'status.syncing': 'Synchronisation…',
  'status.syncingStep': 'Synchronisation : {step}',
  'status.synced': 'Synchronisé {when}',
  'status.notSynced': 'Pas encore synchronisé',
  'status.syncFailed': 'Échec de la synchronisation',
  'status.waiting': '{count, plural, one {modification} other {modifications}} en attente',
  'status.waiting.more': 'd’envoi',
  'status.refused': '{count, plural, one {modification refusée} other {modifications refusées}}',
  'status.refused.more': 'par la plateforme',
};
