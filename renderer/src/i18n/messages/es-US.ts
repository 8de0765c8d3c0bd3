// Español (EE. UU.): the Spanish US associates and customers read in stores.
import type { MessageCatalog } from './en-US';

export const esUS: MessageCatalog = {
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
