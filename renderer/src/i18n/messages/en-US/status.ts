// The status bar's texts.
export const status = {
  'status.region': 'Status',
  'status.online': 'Online',
  'status.offline': 'Offline',
  'status.platform.embedded': 'Embedded platform',
  'status.platform.none': 'No platform',
  'status.lastSync': 'Last sync',
  'status.syncing': 'Syncing…',
  'status.syncingStep': 'Syncing: {step}',
  'status.synced': 'Synced {when}',
  'status.notSynced': 'Not synced yet',
  'status.syncFailed': 'Sync failed',
  'status.waiting': '{count, plural, one {change} other {changes}} waiting',
  'status.waiting.more': 'to be sent',
  'status.refused': '{count, plural, one {change} other {changes}} refused',
  'status.refused.more': 'by the platform',
} as const;
