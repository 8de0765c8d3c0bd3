// What the last scan or add at the counter did (features/sale/SaleNoticeBar.tsx). Ids start with 'saleNotice.'.
export const saleNotice = {
  'saleNotice.added.title': 'Added {product}',
  'saleNotice.added.message': '{quantity, plural, =1 {In the cart} other {# in the cart}}',
  'saleNotice.removed.title': 'Removed {product}',
  'saleNotice.removed.message': 'It is no longer in the cart',
  'saleNotice.noPrice.title': '{product} cannot be sold',
  'saleNotice.noPrice.message': "No price in this store's price book",
  'saleNotice.otherCurrency.title': '{product} cannot be added',
  'saleNotice.otherCurrency.message': 'It is priced in {currency}; this sale is in {saleCurrency}.',
  'saleNotice.unknownCode.title': 'No product with this barcode',
  'saleNotice.unknownCode.message':
    "{code} is not in this store's catalog. Search for the product by name (F2).",
  'saleNotice.unknownCode.receipt': 'If it is a receipt, its sale could not be opened: {problem}',
  'saleNotice.lookupFailed.title': 'The barcode could not be looked up',
  'saleNotice.pricesUpdated.title': 'Prices updated',
  'saleNotice.pricesUpdated.message': "Some prices changed in the store's price book since they were added.",
} as const;
