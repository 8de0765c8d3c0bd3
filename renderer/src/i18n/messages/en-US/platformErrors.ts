// What went wrong, for the platform's error codes that no other area words (shared/contract/
// platform-error-codes.ts lists every code; en-US/index.ts refuses to compile while one has no
// `errors.message.<code>`). US English shows the platform's own sentence instead (it names the ids); the
// other languages show these, naming the field the error points at (`{field}`: 'none' when it names none).
export const platformErrors = {
  // Any request: its form, size, text and time
  'errors.message.malformed_json': 'The platform could not read what the app sent.',
  'errors.message.malformed_request': 'The platform could not read the request.',
  'errors.message.malformed_url': 'The address sent to the platform is not valid.',
  'errors.message.payload_too_large': 'What was sent is too large for the platform.',
  'errors.message.unsupported_media_type': 'The app sent the platform data in a form it does not accept.',
  'errors.message.uri_too_long': 'The address sent to the platform is too long.',
  'errors.message.headers_too_large': 'The request sent to the platform is too large.',
  'errors.message.request_timeout': 'The request did not reach the platform in time.',
  'errors.message.json_too_deep': 'What was sent is nested too deeply for the platform.',
  'errors.message.text_too_long':
    '{field, select, none {A text is too long.} other {The field “{field}” is too long.}}',
  'errors.message.invalid_text':
    '{field, select, none {A text holds characters that are not allowed.} other {The field “{field}” holds characters that are not allowed.}}',
  'errors.message.time_in_future':
    '{field, select, none {A time} other {The time “{field}”}} is later than the platform’s clock allows: this workstation’s clock may be ahead.',
  'errors.message.time_before_window':
    '{field, select, none {A time} other {The time “{field}”}} is too early: before the drawer’s day opened, or older than work kept offline can be.',
  'errors.message.idempotency_key_reused': 'This change was already sent with different content.',
  'errors.message.idempotency_request_in_progress': 'The platform is still processing this change.',
  'errors.message.busy': 'The platform is busy applying a catalog import; nothing was changed.',
  'errors.message.not_found': 'What was asked for is not on the platform.',
  // Who is calling
  'errors.message.unauthorized': 'The session with the platform has ended.',
  'errors.message.invalid_client': 'This workstation’s platform credentials are wrong.',
  'errors.message.unsupported_grant_type': 'The platform does not offer this way of signing in.',
  'errors.message.server_error': 'Something went wrong on the platform while signing in.',
  'errors.message.wrong_password': 'The password is not the signed-in user’s.',
  // Stores and configuration
  'errors.message.store_exists': 'A store with this ID already exists.',
  'errors.message.unknown_store': 'This store does not exist on the platform.',
  'errors.message.store_not_active': 'This store is not active.',
  'errors.message.invalid_rounding_stores': 'Only existing United States stores can be listed.',
  'errors.message.pickup_not_configured': 'In-store pickup is not set up yet.',
  'errors.message.not_a_training_tenant': 'This is not a training tenant: there is no customer simulator.',
  // Orders and counter sales
  'errors.message.unknown_action': 'The platform does not know this order action.',
  'errors.message.shop_mismatch': 'The store does not sell this order’s catalog.',
  'errors.message.invalid_shipping_offer_token': 'The pickup offer is no longer valid.',
  'errors.message.shipping_offer_mismatch': 'The items differ from those the pickup offer was made for.',
  'errors.message.shipments_at_different_stores': 'Every part of an order must be picked up at one store.',
  'errors.message.same_order_injection_with_different_data':
    'An order with this number already exists with different details.',
  'errors.message.unknown_product': 'A product is not in the catalog.',
  'errors.message.product_not_priced': 'A product has no price at this store.',
  'errors.message.price_mismatch': 'A price differs from the store’s price book.',
  'errors.message.price_override_forbidden':
    'Only a manager may sell at another price than the price book’s.',
  'errors.message.order_total_too_large': 'The total is too large to be recorded.',
  'errors.message.more_than_one_cash_payment': 'Cash must be taken in one payment.',
  'errors.message.payments_do_not_match_total': 'The payments do not add up to the total.',
  'errors.message.rounding_adjustment_mismatch': 'The cash rounding differs from the store’s rule.',
  'errors.message.tax_mismatch': 'The tax differs from what the store charges.',
  // Cash drawers
  'errors.message.store_cash_management_off': 'This store does not use cash management.',
  'errors.message.drawer_already_open': 'This drawer’s day is already open.',
  'errors.message.drawer_open': 'This drawer’s day is open: close it before changing this.',
  'errors.message.drawer_in_other_store': 'This drawer already belongs to another store.',
  'errors.message.device_serial_in_use': 'This serial is already set up for another drawer.',
  'errors.message.associate_not_caller':
    'A drawer transaction is recorded only under the signed-in associate.',
  'errors.message.transaction_id_reused':
    'This drawer transaction was already recorded with different details.',
  /**
   * A refusal that carries its sentence's values (errors.valued.<code>): every language says it with them,
   * US English too, as close as it can to the platform's sentence (amounts as money, times in the store's
   * zone: renderer/src/ui/error-values.ts).
   */
  'errors.valued.drawer_already_open':
    "Drawer ''{drawerId}'' is already open; close it (daily_close) before opening it again.",
  'errors.valued.transaction_id_reused':
    "Transaction ''{transactionId}'' was already recorded with different data; a new transaction needs a new transaction_id.",
  'errors.valued.drawer_in_other_store': "Drawer ''{drawerId}'' already belongs to store ''{storeId}''.",
  'errors.valued.device_serial_in_use':
    "The drawer with serial ''{serial}'' is already set up as ''{drawerId}'' in store ''{storeId}''.",
  'errors.valued.store_exists': "A store with store_id ''{storeId}'' already exists.",
  'errors.valued.same_order_injection_with_different_data':
    "An order with external_id ''{externalId}'' already exists with different data.",
  'errors.valued.price_override_forbidden':
    'Only a manager may sell at another price than the price book; {username} is not one.',
  'errors.valued.payments_do_not_match_total': 'The payments cover {coveredAmount} of a {totalAmount} total.',
  'errors.valued.time_in_future':
    "{field} {sentAt} is later than the platform's clock allows (at most {latestAt}).",
  'errors.valued.time_before_window':
    "{field} {sentAt} is {why, select, previous_close {before the drawer's previous daily_close ({limitAt})} day_opening {before the drawer's day opening (daily_open, {limitAt})} other {older than work kept offline can be (before {limitAt})}}.",
  /** An import job started twice (an order's refused change has no values: errors.message.invalid_transition). */
  'errors.valued.invalid_transition':
    "Import job ''{importId}'' is {status, select, other {{status}}}; only a created job can be started.",
  /** A 404: what was not found (its kind) and its id. */
  'errors.valued.not_found':
    "{kind, select, shop_catalog {Shop ''{id}'' has no catalog: nothing was imported into it.} product {Product ''{id}'' does not exist in shop ''{shop}''.} price_book {Price book ''{id}'' does not exist in shop ''{shop}''.} store {Store ''{id}'' does not exist.} cash_drawer {Cash drawer ''{id}'' does not exist.} drawer_report {Drawer report ''{id}'' does not exist.} import_job {Import job ''{id}'' does not exist.} pickup_config {In-store pickup configuration ''{id}'' does not exist.} order {Order ''{id}'' does not exist.} sale {Sale ''{id}'' does not exist.} other {''{id}'' does not exist.}}",
  'errors.valued.drawer_open':
    "Drawer ''{drawerId}'' is open: {why, select, mode {the operation mode cannot change from {from, select, other {{from}}} to {to, select, other {{to}}}} removed {it cannot be removed} other {its currency cannot change}} until it is closed (daily_close).",
} as const;
