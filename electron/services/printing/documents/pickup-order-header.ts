// The part of the invoice and the packing slip that identifies the pickup order: its kind (the pickup
// configuration's display name), its ids, its date and the customer who will collect it.
import type { Order } from '../../../../shared/contract/order';
import { DEFAULT_PICKUP_DISPLAY_NAME } from '../../../../shared/contract/pickup-config';
import type { DocumentContext } from './document-inputs';
import { documentMessages } from './document-messages';
import { dateText } from './document-sections';
import type { PaperBlock } from './paper-document';

export interface PickupDocumentInput extends DocumentContext {
  order: Order;
  /** The pickup configuration's global.display_name, e.g. "Click & Collect". */
  pickupDisplayName: string;
}

export function pickupOrderHeader(input: PickupDocumentInput, heading: string): PaperBlock[] {
  const { order, store, locale } = input;
  const t = documentMessages(locale);
  const blocks: PaperBlock[] = [
    { kind: 'rule' },
    { kind: 'heading', text: heading },
    { kind: 'text', text: pickupName(input.pickupDisplayName, t), align: 'center', bold: true },
    { kind: 'rule' },
    { kind: 'row', left: t('row.order'), right: order.order_id },
    { kind: 'row', left: t('row.reference'), right: order.external_id },
    { kind: 'row', left: t('row.date'), right: dateText(order.created_at, store, locale) },
  ];
  const customer = order.customer;
  if (customer !== null) {
    blocks.push({ kind: 'rule' }, { kind: 'text', text: t('row.customer'), bold: true });
    blocks.push({ kind: 'text', text: customer.name });
    if (customer.phone !== undefined && customer.phone !== '') {
      blocks.push({ kind: 'text', text: customer.phone });
    }
    if (customer.email !== undefined) blocks.push({ kind: 'text', text: customer.email });
  }
  blocks.push({ kind: 'rule' });
  return blocks;
}

/** The platform's default name in the document's language; a name the retailer chose, as typed. */
function pickupName(displayName: string, t: ReturnType<typeof documentMessages>): string {
  return displayName === DEFAULT_PICKUP_DISPLAY_NAME ? t('pickup.defaultName') : displayName;
}
