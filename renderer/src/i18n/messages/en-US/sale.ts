// The counter sale: search, cart, tenders, summary. Ids start with 'sale.'.
export const sale = {} as const;
