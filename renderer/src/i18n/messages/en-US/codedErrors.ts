// What went wrong, for the main process's coded errors. `errors.valued.<code>` words an error that carries
// the values of its sentence (a print job's id and state...) in every language, US English word for word as
// the main process's English (its `message`, which e2e specs read); `errors.message.<code>` needs no value
// but the field, for an error without values (renderer/src/ui/error-advice.tsx). `why` picks the sentence
// when one code has several; a state or status is a select so that the other languages name it in their words.
export const codedErrors = {
  'errors.valued.print_job_not_found':
    '{why, select, no_document {Job {jobId} has no document.} no_preview {There is no print job {jobId} to preview.} other {There is no print job {jobId}.}}',
  'errors.valued.invalid_print_job_state':
    '{why, select, already_reprinted {Job {jobId} was already reprinted as another job.} being_sent {Job {jobId} is already being sent.} other {Job {jobId} is {state, select, other {{state}}}; this action needs a job that is {needed, select, printed_or_failed {printed or failed} needs_confirmation {needs_confirmation} queued {queued} failed {failed} other {{needed}}}.}}',
  'errors.valued.order_not_ready':
    'Order {orderId} is {status, select, other {{status}}}: pickup documents are printed once it is ready_for_pickup.',
  /** A change to an order, a sale or a drawer refused on this workstation (InvalidMutationError). */
  'errors.valued.unknown_order': "Order ''{orderId}'' is not known on this workstation.",
  /** Without values: US English shows the main process's own sentence, the others these, naming the field. */
  'errors.message.invalid_input':
    '{field, select, none {Something in the change is not valid.} other {The field “{field}” is not valid.}}',
  'errors.message.invalid_transition': 'The order’s state does not allow this change.',
  'errors.message.invalid_items':
    'The items of the change are not valid{field, select, none {} other { (“{field}”)}}.',
  'errors.message.picked_mismatch':
    'The picked items do not match the order{field, select, none {} other { (“{field}”)}}.',
  'errors.message.invalid_body':
    'Something the change needs is missing or not valid{field, select, none {} other { (“{field}”)}}.',
  /** Cash drawers: a drawer id that is not the selected store's, a serial no drawer announced in time. */
  'errors.valued.drawer_not_found': 'The selected store has no drawer {drawerId}.',
  'errors.valued.drawer_not_announced':
    'No cash drawer with serial {serial} answered within {seconds, number} s. {discovery, select, failing {Device discovery is not working on this workstation ({cause}).} other {Check it is switched on and on the same network as this workstation.}}',
  /** The platform's refusal of a drawer (a sale's, a refund's) that is not the store's, without values. */
  'errors.message.unknown_drawer': 'This drawer is not one of this store’s.',
  /**
   * Errors that name what they are about (a store, a drawer, an order, a sale, a product): word for word
   * the main process's and the platform's English. `why` tells which drawer is missing.
   */
  'errors.valued.drawer_not_integrated':
    'Store {storeId} uses non-integrated drawers: they are opened by hand and need no pairing.',
  'errors.valued.drawer_required':
    '{why, select, sale {Say which drawer takes the cash: this workstation has no paired drawer and the store has several.} refund {A cash refund comes out of a drawer: pair this workstation with one of the store’s drawers.} other {Part of this refund is cash: say which drawer it comes out of.}}',
  'errors.valued.unknown_drawer': "Store ''{storeId}'' has no drawer ''{drawerId}''.",
  'errors.valued.order_not_found':
    'Order {orderId} is not an order of store {storeId} known on this workstation.',
  'errors.valued.sale_not_found': 'No sale {saleId} was completed at this workstation.',
  'errors.valued.store_not_found': 'There is no store {storeId}.',
  'errors.valued.product_not_found': "There is no product {productId} in this store's catalog.",
  /** A check the screen made before asking (store/slice.ts localValidationError), by what it checks. */
  'errors.valued.local_validation':
    '{check, select, pick_every_item {Pick every item first, or reject the missing ones (Items missing).} nothing_left_to_return {Everything this sale sold was already returned: nothing is left to return.} no_return_line {Choose at least one line and how many of it come back.} card_refund_first {Refund the card on the payment terminal first, then confirm it here.} day_format {Choose a day (YYYY-MM-DD)} rounding_unknown {The store’s cash rounding rule is not known yet.} other {Check what was entered.}}',
  /**
   * A manager's approval: why the platform or the workstation asks for it, why it refused the one given.
   * `{limit}` comes written as money in the store's currency (ui/error-values.ts).
   */
  'errors.valued.manager_approval_required':
    '{why, select, counter_mode {A manager {enabling, select, yes {turns counter mode on} other {leaves counter mode}}: ask one to approve it.} other {A manager must approve this return: {reasons, select, no_receipt {the customer has no receipt} over_threshold {the refund is above {limit}, the most an associate refunds alone} other {the customer has no receipt and the refund is above {limit}, the most an associate refunds alone}}.}}',
  'errors.valued.approval_refused':
    "{why, select, not_store_manager {{manager} cannot approve returns in store ''{storeId}'': a manager of the store must.} other {The manager's username or password is wrong.}}",
} as const;
