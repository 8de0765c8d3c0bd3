import type { status as source } from '../en-US/status';
import type { Translation } from '../translation';

export const status: Translation<typeof source> = {
  'status.region': 'Estado',
  'status.online': 'En línea',
  'status.offline': 'Sin conexión',
  'status.platform.embedded': 'Plataforma integrada',
  'status.platform.none': 'Sin plataforma',
  'status.lastSync': 'Última sincronización',
  'status.syncing': 'Sincronizando…',
  'status.syncingStep': 'Sincronizando: {step}',
  'status.synced': 'Sincronizado {when}',
  'status.notSynced': 'Aún sin sincronizar',
  'status.syncFailed': 'Error de sincronización',
  'status.waiting': '{count, plural, one {cambio pendiente} other {cambios pendientes}}',
  'status.waiting.more': 'de envío',
  'status.refused': '{count, plural, one {cambio rechazado} other {cambios rechazados}}',
  'status.refused.more': 'por la plataforma',
};
