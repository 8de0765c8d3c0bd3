// Why an import left one record out (GET /v0/d/import/{id}/errors `code`): the record is reported and every
// other record still applies. One list, so the platform raises only these and every language words each.
export const IMPORT_RECORD_ERROR_CODES = [
  'invalid_product',
  'duplicate_product',
  'invalid_price',
  'duplicate_price',
  'first_pricebook_not_default',
  'unknown_product',
  'invalid_availability',
  'duplicate_availability',
  'unknown_store',
] as const;

export type ImportRecordErrorCode = (typeof IMPORT_RECORD_ERROR_CODES)[number];
