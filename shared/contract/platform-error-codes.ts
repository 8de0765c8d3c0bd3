// Every error code the platform answers with, and why it answers it: the one list the platform's errors are
// typed by (electron/platform/http/api-error.ts takes only these), the renderer's `errors` catalog words in
// every language (a code here without its sentence does not compile) and docs/platform-contract.md tables.
// test/renderer/i18n/platform-error-codes.test.ts fails when the platform's sources raise a code not listed.
//
// How this relates to shared/bridge/error-codes.ts: that file is the app's side, the codes the bridge, the
// main process and the renderer name, each with what a person can do about it. A code in both (forbidden,
// drawer_closed, approval_refused...) means the same refusal on both sides: the workstation checks it
// first or names the platform's. A platform code missing there gets the general advice (TRY_AGAIN); giving
// one specific advice is adding it there, never here.
//
// Not listed here: a failed import job's `failure.code` and an import record's error code (the job's data,
// not an error answer; the catalog's `platformRefusal.import.*` and import areas word them), and a
// detail's field reason code (shared/contract/field-reason.ts).

export const PLATFORM_ERROR_CODES = {
  // Any request: its form, size, text and time
  invalid_request: 'The input breaks the contract (a type, a range, a form); each detail names a field.',
  malformed_json: 'The body is not JSON, or is empty where JSON was expected.',
  malformed_request: 'The request cannot be read: not HTTP, or not what its content type says.',
  malformed_url: 'The path holds a percent-escape that is not valid UTF-8.',
  payload_too_large: 'The body is larger than the platform accepts (413).',
  unsupported_media_type: 'The body is not sent as application/json (415).',
  uri_too_long: 'A path segment is over 1,000 characters (414).',
  headers_too_large: 'The request line (URL) or the headers are over 16 KiB (431).',
  request_timeout: 'The request did not arrive in time (408).',
  json_too_deep: 'The JSON body nests deeper than 32 levels.',
  text_too_long: 'A string or object key is over 65,536 characters.',
  invalid_text: 'A text holds a NUL, a lone UTF-16 surrogate or a percent-escape that is not UTF-8.',
  time_in_future: 'A time the workstation sent is later than the platform’s clock allows.',
  time_before_window:
    'A time the workstation sent is before its window (the drawer’s day, work kept offline).',
  idempotency_key_reused: 'An Idempotency-Key sent again with another body.',
  idempotency_request_in_progress: 'The first request with this Idempotency-Key is still running.',
  busy: 'A write waited 30 s for a catalog import being applied; nothing changed, send it again (503).',
  internal_error: 'The platform failed on its side (500); its log has the cause.',
  not_found: 'No such resource (store, order, product, drawer, job...) or no such route (404).',
  // Who is calling
  unauthorized: 'No bearer token, or one that is invalid or expired (401).',
  forbidden: 'The caller’s role or stores do not allow this (403).',
  invalid_grant: 'POST /v0/token: wrong username, password or PIN, or a PIN locked by wrong tries.',
  invalid_client: 'POST /v0/token: wrong client id or secret (client_credentials).',
  unsupported_grant_type: 'POST /v0/token: a grant_type other than password, client_credentials, staff_pin.',
  server_error: 'POST /v0/token: the platform failed on its side (500).',
  wrong_password: 'Setting or removing a staff PIN: the password is not the signed-in user’s.',
  // Stores and configuration
  store_exists: 'A store is created with a store_id another store has.',
  unknown_store: 'A store_id names no store (an order, a reroute, the pickup configuration).',
  store_not_active: 'An order is rerouted to a store that is not active.',
  invalid_rounding_stores: 'The US cash rounding lists a store that does not exist or is not in the US.',
  pickup_not_configured: 'Pickup options are asked before the pickup configuration exists.',
  not_a_training_tenant: 'The customer simulator is asked of a real tenant.',
  // Orders and counter sales
  unknown_action: 'An order action that is not one of the contract’s.',
  invalid_transition: 'The order’s (or the import job’s) state does not allow this action.',
  picked_mismatch: 'mark_ready: the picked items are not the order’s items.',
  invalid_items: 'reject_items: the items are not lines of the order.',
  invalid_body: 'An order action’s body lacks what the action needs.',
  shop_mismatch: 'The store does not sell the order’s shop.',
  invalid_shipping_offer_token:
    'A shipping offer token the platform did not issue, altered, or of a store now gone.',
  shipping_offer_mismatch: 'A shipment’s items differ from the bag its offer was made for.',
  shipments_at_different_stores: 'The shipments of one order are offered at different stores.',
  same_order_injection_with_different_data: 'An order with this external_id already exists with other data.',
  unknown_product: 'A line names a product the shop does not sell.',
  product_not_priced: 'A line’s product has no price at the store.',
  price_mismatch: 'A line’s price differs from the store’s price book.',
  price_override_forbidden: 'A price other than the price book’s, sold by someone who is not a manager.',
  currency_mismatch: 'An amount in another currency than the store’s (the sale, a price, a drawer).',
  order_total_too_large: 'The order total is more than the platform records exactly (15 digits).',
  more_than_one_cash_payment: 'A sale with more than one cash payment.',
  payments_do_not_match_total: 'The payments do not add up to the sale’s total.',
  rounding_adjustment_mismatch: 'A cash payment’s rounding differs from the store’s rule.',
  tax_mismatch: 'The sale’s tax differs from what the store charges.',
  unknown_drawer: 'A sale or refund names a drawer that is not one of the store’s.',
  // Cash drawers
  cash_management_disabled: 'Cash management is off for the business.',
  store_cash_management_off: 'The store’s cash management is off (operation mode none).',
  drawer_already_open: 'A daily open of a drawer already open.',
  drawer_closed: 'A transaction or cash refund at a drawer whose day is closed.',
  drawer_open: 'A drawer’s set-up changed (mode, currency, removed) while its day is open.',
  drawer_in_other_store: 'A drawer id that belongs to another store.',
  device_serial_in_use: 'A drawer serial already set up for another drawer.',
  associate_not_caller: 'A drawer transaction recorded under someone else than the signed-in user.',
  transaction_id_reused: 'A transaction_id already recorded with other data.',
  // Returns
  product_not_on_sale: 'A return line names a product the sale did not sell.',
  already_returned: 'A return line whose sale line has nothing left to return.',
  over_sold_quantity: 'A return quantity above what is left to return on its line.',
  nothing_to_return: 'A return with no quantity on any line.',
  order_not_picked_up: 'A return of a pickup order not handed over yet.',
  drawer_required: 'A refund with a cash part that names no drawer.',
  manager_approval_required:
    'A return without a receipt, or above the approval amount, with no manager’s approval.',
  approval_refused: 'The approving manager’s credentials are wrong, or they are not a manager of the store.',
  return_id_reused: 'A return_id already recorded with other data.',
} as const satisfies Record<string, string>;

/** A code the platform answers with. */
export type PlatformErrorCode = keyof typeof PLATFORM_ERROR_CODES;
