// How far a running catalog import got (its phase and the records read so far), and the warning for a
// finished import whose on-hold pickup orders were not rerouted. Ids start with 'importProgress.'.
export const importProgress = {
  'importProgress.phase':
    '{phase, select, downloading {Downloading the archive} reading {Reading the records} applying {Applying the records} other {Processing}}',
  'importProgress.recordsRead': '{count, plural, one {# record read} other {# records read}}',
  'importProgress.rerouteFailed.title': 'Imported, but orders waiting for stock were not sent to stores',
  'importProgress.rerouteFailed.message':
    'The catalog data is applied. Pickup orders on hold for lack of stock stayed on hold: in Pickup, open each order on hold and reroute it to a store that has the items.',
} as const;
