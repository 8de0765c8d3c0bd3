// Words and colours for order and print-job states, so every pickup screen says them the same way.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { OrderStatus, RejectReason } from '../../../../shared/pickup/order-status';
import type { Tone } from '../../ui';

export const ORDER_STATUS_LABELS: Record<OrderStatus, { label: string; tone: Tone }> = {
  open: { label: 'Placed', tone: 'neutral' },
  sent_to_store: { label: 'Sent to store', tone: 'info' },
  assigned: { label: 'Not started', tone: 'info' },
  in_picking: { label: 'In picking', tone: 'warning' },
  ready_for_pickup: { label: 'Ready for pickup', tone: 'success' },
  on_hold: { label: 'On hold', tone: 'danger' },
  picked_up: { label: 'Picked up', tone: 'neutral' },
  canceled: { label: 'Canceled', tone: 'neutral' },
};

/** What an event of the history says happened ("Picking started"). */
const ORDER_ACTION_LABELS: Record<string, string> = {
  create: 'Order placed',
  grace_period_elapsed: 'Sent to the store',
  availability_reroute: 'Stock arrived: sent to the store again',
  start_picking: 'Picking started',
  reject_items: 'Items rejected: put on hold',
  mark_ready: 'Marked ready for pickup',
  hand_over: 'Handed over to the customer',
  cancel: 'Canceled',
  reroute: 'Rerouted to another store',
  take_over: 'Taken over from another associate',
  in_store_sale: 'Sold in the store',
};

export function actionLabel(action: string, to: OrderStatus): string {
  if (action === 'routing') {
    return to === 'on_hold' ? 'Not enough stock: put on hold' : 'Stock reserved: ready to pick';
  }
  return (
    ORDER_ACTION_LABELS[action] ?? action.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase())
  );
}

export const REJECT_REASON_LABELS: Record<RejectReason, { label: string; hint: string }> = {
  no_inventory: {
    label: 'Not in stock',
    hint: 'The items could not be found in the store.',
  },
  cannot_fulfill: {
    label: 'Cannot be handed over',
    hint: 'The items are here but damaged, faulty or otherwise not sellable.',
  },
};

export const PRINT_STATE_LABELS: Record<PrintJobView['state'], { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  printing: { label: 'Printing', tone: 'info' },
  printed: { label: 'Printed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  needs_confirmation: { label: 'Needs confirmation', tone: 'warning' },
};

export const DOCUMENT_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  packing_slip: 'Packing slip',
  sale_receipt: 'Receipt',
  test_page: 'Test page',
};

export function documentLabel(documentType: string): string {
  return DOCUMENT_LABELS[documentType] ?? documentType.replaceAll('_', ' ');
}

export const PRINTER_LABELS: Record<PrintJobView['printerType'], string> = {
  document_printer: 'Document printer',
  receipt_printer: 'Receipt printer',
};
