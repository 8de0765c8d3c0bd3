// What went wrong, for the main process's errors that carry the values of their sentence (a print job's
// id and state...): with them the screen words the error here in every language, US English word for
// word as the main process's English (its `message`, which e2e specs read). Ids are `errors.message.<code>`
// (renderer/src/ui/error-advice.tsx); `why` picks the sentence when one code has several. A state or status
// is a select so that the other languages name it in their words.
export const codedErrors = {
  'errors.message.print_job_not_found':
    '{why, select, no_document {Job {jobId} has no document.} no_preview {There is no print job {jobId} to preview.} other {There is no print job {jobId}.}}',
  'errors.message.invalid_print_job_state':
    '{why, select, already_reprinted {Job {jobId} was already reprinted as another job.} being_sent {Job {jobId} is already being sent.} other {Job {jobId} is {state, select, other {{state}}}; this action needs a job that is {needed, select, printed_or_failed {printed or failed} needs_confirmation {needs_confirmation} queued {queued} failed {failed} other {{needed}}}.}}',
  'errors.message.order_not_ready':
    'Order {orderId} is {status, select, other {{status}}}: pickup documents are printed once it is ready_for_pickup.',
} as const;
