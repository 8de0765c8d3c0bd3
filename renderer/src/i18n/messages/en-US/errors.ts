// Error messages and the advice shown under them, by error code. Ids start with 'errors.'.
// The advice is shared/bridge/error-codes.ts's English, word for word (one source: a new code there is a
// new id here, which every language then has to translate to compile). `errors.message.<code>` says what
// went wrong when the code says it all; other languages show it instead of the main process's or the
// platform's English sentence (US English keeps that sentence: it is the most precise one).
import { ERROR_ADVICE, TRY_AGAIN } from '../../../../../shared/bridge/error-codes';

type AdviceIds = {
  readonly [Code in keyof typeof ERROR_ADVICE as `errors.advice.${Code}`]: (typeof ERROR_ADVICE)[Code];
};

const advice = Object.fromEntries(
  Object.entries(ERROR_ADVICE).map(([code, text]) => [`errors.advice.${code}`, text]),
) as AdviceIds;

/** What went wrong, by code; `{field}` is the field the error names ('none' when it names none). */
const messages = {
  'errors.message.invalid_request':
    '{field, select, none {Something in the request is not valid.} other {The field “{field}” is not valid.}}',
  'errors.message.unknown_call': 'This version of the app cannot do that.',
  'errors.message.forbidden_caller': 'This window is not allowed to use the app.',
  'errors.message.missing_secret': 'The address that was opened has no access key.',
  'errors.message.not_signed_in': 'Nobody is signed in.',
  'errors.message.no_store_selected': 'No store is chosen.',
  'errors.message.forbidden': 'You are not allowed to do this.',
  'errors.message.platform_unreachable': 'The platform cannot be reached.',
  'errors.message.host_unreachable': 'The app is not answering.',
  'errors.message.invalid_response': 'The app gave an answer it cannot read.',
  'errors.message.platform_contract_violation': 'The platform gave an unexpected answer.',
  'errors.message.internal_error': 'Something went wrong in the app.',
  'errors.message.store_not_found': 'This store is not on the platform.',
  'errors.message.product_not_found': 'No product has this code.',
  'errors.message.catalog_loading': 'This store’s catalog is still loading on this workstation.',
  'errors.message.order_not_found': 'No order has this number.',
  'errors.message.sale_not_found': 'This sale cannot be found.',
  'errors.message.print_job_not_found': 'This print job no longer exists.',
  'errors.message.outbox_entry_not_found': 'This change is no longer waiting to be sent.',
  'errors.message.outbox_entry_pending': 'This change is still being sent.',
  'errors.message.store_without_coordinates': 'The store has no location.',
  'errors.message.cash_management_disabled': 'Cash management is off for this store.',
  'errors.message.drawer_required': 'No drawer is chosen.',
  'errors.message.drawer_not_found': 'This drawer is not one of this store’s.',
  'errors.message.drawer_not_open': 'The drawer’s day is not open.',
  'errors.message.drawer_not_integrated': 'This drawer is not an integrated drawer.',
  'errors.message.drawer_not_paired': 'This workstation is not paired with its drawer.',
  /** A pairing refused, with its values (errors.valued.<code>: the sentence needs them). */
  'errors.valued.drawer_not_on_network':
    "No cash drawer with serial {serial} was found on the network. The drawer must be on the same WiFi network as this workstation: check it is switched on and connected to the store's WiFi, then scan it again.",
  'errors.valued.drawer_not_answering':
    "Cash drawer {serial} announces itself at {host}:{port} but does not answer from this workstation. The drawer must be on the same WiFi network as this workstation: check it is switched on and connected to the store's WiFi, then scan it again.",
  'errors.valued.serial_in_use':
    'Serial {serial} already belongs to drawer "{name}" ({drawerId}) of this store.',
  'errors.message.printer_unreachable': 'No printer answers at this address.',
  'errors.message.product_not_sellable': 'A product has no price in this store.',
  'errors.message.currency_mismatch': 'An amount is not in the store’s currency.',
  'errors.message.no_tenders': 'No payment method is chosen.',
  'errors.message.more_than_one_remainder': 'More than one tender has no amount.',
  'errors.message.more_than_one_cash_tender': 'There is more than one cash tender.',
  'errors.message.wrong_sign': 'An amount is below zero.',
  'errors.message.amounts_exceed_total': 'The amounts add up to more than the total.',
  'errors.message.amounts_do_not_cover_total': 'The amounts do not cover the total.',
  'errors.message.tendered_on_card': 'Cash received was entered for a card tender.',
  'errors.message.tendered_on_refund': 'Cash received was entered for a refund.',
  'errors.message.insufficient_cash': 'The cash received is less than the cash due.',
  'errors.message.manager_approval_required': 'This needs a manager’s approval.',
  'errors.message.nothing_to_return': 'Nothing is chosen to return.',
  'errors.message.product_not_on_sale': 'This product is not on the sale.',
  'errors.message.already_returned': 'This line has already been returned.',
  'errors.message.over_sold_quantity': 'The quantity is more than what is left to return.',
  'errors.message.drawer_closed': 'The drawer’s day is closed.',
  'errors.message.card_refund_not_confirmed': 'The card refund is not confirmed.',
  'errors.message.approval_refused': 'The manager’s approval was refused.',
  'errors.message.order_not_picked_up': 'The order has not been picked up.',
  'errors.message.return_id_reused': 'This return was already recorded.',
  'errors.message.invalid_grant': 'Wrong username or password.',
} as const;

/**
 * Why a field is refused, by the reason code of an error's detail (shared/contract/field-reason.ts), to
 * follow the field's name: US English shows the detail's own words; these are for the other languages.
 */
const reasons = {
  'errors.reason.required': 'required',
  'errors.reason.not_blank': 'must not be blank',
  'errors.reason.wrong_type':
    '{expected, select, number {must be a number} string {must be text} boolean {must be yes or no} other {is not the right kind of value}}',
  'errors.reason.too_small':
    '{origin, select, string {must have at least {minimum, plural, one {# character} other {# characters}}} array {must have at least {minimum, plural, one {# entry} other {# entries}}} other {{inclusive, select, yes {must be at least {minimum, number}} other {must be more than {minimum, number}}}}}',
  'errors.reason.too_big':
    '{origin, select, string {must have at most {maximum, plural, one {# character} other {# characters}}} array {must have at most {maximum, plural, one {# entry} other {# entries}}} other {{inclusive, select, yes {must be at most {maximum, number}} other {must be less than {maximum, number}}}}}',
  'errors.reason.wrong_format':
    '{format, select, email {must be an email address} url {must be a web address} datetime {must be a date and time} date {must be a date} other {is not in the right form}}',
  'errors.reason.not_allowed': 'must be one of: {values}',
  'errors.reason.unknown_keys': 'is not expected here: {keys}',
  'errors.reason.not_json': 'is not valid JSON: {cause}',
  'errors.reason.books_name_different_shops': 'the price books name different shops ({shops})',
  'errors.reason.shop_differs_from_products':
    'names shop ‘{shop}’, but products.json imports into shop ‘{productsShop}’',
  'errors.reason.invalid': 'is not valid',
} as const;

export const errors = {
  ...advice,
  'errors.advice.default': TRY_AGAIN,
  ...messages,
  ...reasons,
} as const;
