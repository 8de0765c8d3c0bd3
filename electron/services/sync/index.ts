// Sync of the local data with the platform, and connectivity.
export {
  ConnectivityMonitor,
  type Connectivity,
  type ConnectivityMonitorOptions,
} from './connectivity-monitor';
export { refreshBookPrices, syncCatalog } from './catalog-sync';
export { FINISHED_ORDER_STATUSES, refreshOrder, syncOrders } from './order-sync';
export {
  SyncService,
  type SyncServiceEvents,
  type SyncServiceOptions,
  type WorkstationScope,
} from './sync-service';
export {
  SyncNotConfiguredError,
  type SyncKind,
  type SyncPhase,
  type SyncProgress,
  type SyncReport,
  type SyncStatus,
} from './sync-status';
