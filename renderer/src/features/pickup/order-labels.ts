// Words and colours for order and print-job states, so every pickup screen says them the same way, in the
// session's language.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { OrderStatus, RejectReason } from '../../../../shared/pickup/order-status';
import type { Translate } from '../../i18n/I18nProvider';
import type { Tone } from '../../ui';

export const ORDER_STATUS_TONES: Record<OrderStatus, Tone> = {
  open: 'neutral',
  sent_to_store: 'info',
  assigned: 'info',
  in_picking: 'warning',
  ready_for_pickup: 'success',
  on_hold: 'danger',
  picked_up: 'neutral',
  canceled: 'neutral',
};

/** "Ready for pickup". */
export function orderStatusLabel(t: Translate, status: OrderStatus): string {
  return t('pickup.status', { status });
}

/** What an event of the history says happened ("Picking started"). */
export function actionLabel(t: Translate, action: string, to: OrderStatus): string {
  if (action === 'routing') return t('pickup.event.routing', { to });
  // An action this version does not know yet reads as its words ("price_override" → "Price override").
  const fallback = action.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
  return t('pickup.event', { action, fallback });
}

export function rejectReasonLabel(t: Translate, reason: RejectReason): { label: string; hint: string } {
  return { label: t('pickup.rejectReason', { reason }), hint: t('pickup.rejectReason.hint', { reason }) };
}

export const PRINT_STATE_TONES: Record<PrintJobView['state'], Tone> = {
  queued: 'neutral',
  printing: 'info',
  printed: 'success',
  failed: 'danger',
  needs_confirmation: 'warning',
};

export function printStateLabel(t: Translate, state: PrintJobView['state']): string {
  return t('pickup.printState', { state });
}

export function documentLabel(t: Translate, documentType: string): string {
  return t('pickup.document', { type: documentType, fallback: documentType.replaceAll('_', ' ') });
}

export function printerLabel(t: Translate, printerType: PrintJobView['printerType']): string {
  return t('pickup.printer', { printer: printerType });
}
