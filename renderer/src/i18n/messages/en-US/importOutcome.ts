// How a catalog import ended, as the import history words it: a finished job whose on-hold pickup orders
// were not rerouted. Ids start with 'importOutcome.'.
export const importOutcome = {
  'importOutcome.history.notRerouted': 'Orders not rerouted',
} as const;
