// What the sale screen says while the chosen store's catalog is not yet on the workstation (after a move to a
// store of another shop): no product of the previous store is shown meanwhile. Ids start with 'catalogLoading.'.
export const catalogLoading = {
  'catalogLoading.search.title': 'This store’s catalog is loading',
  'catalogLoading.search.hint':
    'Its products and prices appear here as soon as they are on this workstation. The search runs again by itself.',
  'catalogLoading.scan.title': 'Not added: this store’s catalog is still loading',
  'catalogLoading.scan.message': 'Scan it again in a moment, once the store’s products and prices are here.',
} as const;
