import type { codedErrors as source } from '../en-US/codedErrors';
import type { Translation } from '../translation';

export const codedErrors: Translation<typeof source> = {
  'errors.message.print_job_not_found':
    '{why, select, no_document {El trabajo de impresión {jobId} no tiene documento.} no_preview {No hay ningún trabajo de impresión {jobId} para ver.} other {No hay ningún trabajo de impresión {jobId}.}}',
  'errors.message.invalid_print_job_state':
    '{why, select, already_reprinted {El trabajo de impresión {jobId} ya se reimprimió como otro trabajo.} being_sent {El trabajo de impresión {jobId} ya se está enviando a la impresora.} other {El trabajo de impresión {jobId} está {state, select, queued {en cola} printing {imprimiéndose} printed {impreso} failed {con error} needs_confirmation {pendiente de confirmación} other {{state}}}; esta acción necesita un trabajo {needed, select, printed_or_failed {impreso o con error} needs_confirmation {pendiente de confirmación} queued {en cola} failed {con error} other {{needed}}}.}}',
  'errors.message.order_not_ready':
    'El pedido {orderId} está {status, select, open {realizado} sent_to_store {enviado a la tienda} assigned {sin iniciar} in_picking {en preparación} on_hold {en espera} picked_up {recogido} canceled {cancelado} other {{status}}}: sus documentos de recogida se imprimen cuando está listo para recoger.',
};
