// Every error code the bridge itself, the main process's handlers and the renderer name, with what a person
// can do about each (ErrorState and toasts show it under the message). The platform's own codes
// (`invalid_transition`, ...) pass through as they are; those a screen handles by name are listed too. The
// platform's codes and why it raises each are shared/contract/platform-error-codes.ts: a code in both is the
// same refusal, worded once; a platform code missing here gets TRY_AGAIN as its advice.
// Adding a code: one entry here, so TypeScript refuses a code thrown anywhere without advice.

/** The next step for a code nobody named (a platform code passed through). */
export const TRY_AGAIN = 'Try again. If it keeps happening, tell your manager what you were doing.';

export const ERROR_ADVICE = {
  // The bridge itself
  invalid_request: 'Correct the highlighted fields and try again.',
  unknown_call: 'This version of the app does not offer that yet. Restart Associate POS.',
  forbidden_caller: 'Open the app from its own window or the address it printed when it started.',
  missing_secret: 'Open the full address the app printed when it started.',
  not_signed_in: 'Sign in again to continue.',
  no_store_selected: 'Choose the store you work in first.',
  forbidden: 'Ask a manager or an administrator to do this, or to give you access.',
  platform_unreachable:
    'Check the network connection. You can keep working; changes are sent when the platform is back.',
  host_unreachable: 'The app itself stopped answering. Restart Associate POS.',
  invalid_response: 'Try again. If it keeps happening, restart the app and tell your administrator.',
  platform_contract_violation: 'The platform answered something unexpected. Tell your administrator.',
  internal_error: 'Try again. If it keeps happening, restart the app and tell your administrator.',
  // A check the screen made before asking the main process (nothing was sent)
  local_validation: 'Do what the message says, then try again.',
  // The main process's handlers
  store_not_found: 'Choose another store: this one is not on the platform any more.',
  product_not_found: 'Check the code, or search the product by name.',
  catalog_loading:
    'Wait a moment, then search or scan again: the store’s products and prices are on their way.',
  order_not_found: 'Check the order number; the list shows the orders of this store.',
  sale_not_found: 'Check the sale in the sales history.',
  print_job_not_found: 'Print the document again from its order or sale.',
  outbox_entry_not_found: 'Refresh the list of changes waiting to be sent.',
  outbox_entry_pending: 'Wait until the change has been tried, then decide.',
  store_without_coordinates: 'Ask an administrator to add the store’s location.',
  cash_management_disabled: 'Ask an administrator to turn cash management on for this store.',
  drawer_required: 'Choose the drawer that takes the cash.',
  drawer_not_found: 'Choose one of this store’s drawers.',
  drawer_not_open: 'Open the drawer’s day (daily open) first.',
  drawer_not_integrated: 'Only an integrated drawer can be paired: choose another one.',
  drawer_not_paired: 'Pair this workstation with its drawer by scanning the code on it.',
  printer_unreachable:
    'Check the printer is switched on and on this network, and its address; or attach it anyway.',
  // The sale desk's checks of a sale (the field named says which line or tender)
  product_not_sellable: 'Remove the line: the product has no price in this store.',
  currency_mismatch: 'Take the payment in the store’s currency.',
  no_tenders: 'Choose how the customer pays.',
  more_than_one_remainder: 'Give every tender but one an amount.',
  more_than_one_cash_tender: 'Take the cash in one tender.',
  wrong_sign: 'Enter amounts of zero or more.',
  amounts_exceed_total: 'Lower the amounts so they add up to the total.',
  amounts_do_not_cover_total: 'Raise the amounts so they cover the total.',
  tendered_on_card: 'Enter the cash received only for a cash tender.',
  tendered_on_refund: 'A refund pays out: enter no cash received.',
  insufficient_cash: 'Take at least the cash due.',
  manager_approval_required: 'Ask a manager to approve it with their username and password.',
  // Returns (the workstation's checks before the platform's, and the platform's own refusals)
  nothing_to_return: 'Choose at least one line and how many of it come back.',
  product_not_on_sale: 'Return only what this sale sold: open the sale again from its receipt.',
  already_returned: 'Nothing is left to return on that line: its sale’s returns are listed below.',
  over_sold_quantity: 'Lower the quantity to what is left to return (sold minus already returned).',
  drawer_closed: 'Open the drawer’s day (daily open) before refunding cash.',
  card_refund_not_confirmed: 'Refund the card on the payment terminal, then confirm it here.',
  approval_refused:
    'The manager checks their username and password, or another manager of the store approves.',
  order_not_picked_up: 'Hand the order over first: only collected orders can be returned.',
  return_id_reused: 'Start the return again from the sale.',
  // Platform codes a screen handles by name
  invalid_grant: 'Check the username and password (they are case-sensitive).',
  // Platform codes whose next step is not "try again" (shared/contract/platform-error-codes.ts)
  wrong_password: 'Type your own password (it is case-sensitive).',
  busy: 'Wait a moment, then send it again: nothing was changed.',
  time_in_future: 'Check this workstation’s date, time and time zone, then try again.',
  time_before_window: 'Check this workstation’s date, time and time zone, then try again.',
  store_exists: 'Choose another store ID: this one is taken.',
  price_override_forbidden: 'Ask a manager to change the price, or sell at the price book’s price.',
  drawer_already_open: 'Use the drawer as it is, or close its day (daily close) before opening it again.',
  drawer_in_other_store: 'Give this drawer another ID.',
  device_serial_in_use: 'Check the serial printed on the drawer, or take it off the other drawer first.',
} as const satisfies Record<string, string>;

/** A code named by the bridge, the main process or the renderer. */
export type BridgeErrorCode = keyof typeof ERROR_ADVICE;

export function isBridgeErrorCode(code: string): code is BridgeErrorCode {
  return Object.hasOwn(ERROR_ADVICE, code);
}

/** What a person can do about an error with this code (a general next step for a platform code). */
export function adviceFor(code: string): string {
  return isBridgeErrorCode(code) ? ERROR_ADVICE[code] : TRY_AGAIN;
}
