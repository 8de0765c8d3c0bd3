// Why an import left a record out (shared/contract/import-record-codes.ts), for the import errors table in
// French and Spanish (US English shows the platform's own sentence, which names the field and value). The
// product, file and position are the table's other columns.
export const importRecord = {
  'errors.message.invalid_product':
    'This product is not valid: a required field is missing or a value has the wrong form.',
  'errors.message.duplicate_product':
    'This product appears more than once in the file; only its first record is applied.',
  'errors.message.invalid_price':
    'This price is not valid: its product, its value or the decimals the price book’s currency allows.',
  'errors.message.duplicate_price':
    'This product already has a price in this price book; only its first is applied.',
  'errors.message.first_pricebook_not_default':
    'The first price book imported into a shop must be the “default” price book.',
  'errors.message.invalid_availability':
    'This availability is not valid: its product, its store or its quantity.',
  'errors.message.duplicate_availability':
    'This product already has an availability at this store in the file; only its first record is applied.',
} as const;
