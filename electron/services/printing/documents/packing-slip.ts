// The packing slip of an in-store pickup order: what goes into the bag, with a box to tick per line and each
// line's colour and size (two variants of one product share a title). It carries no prices, because it
// travels with the goods (often a gift); the invoice carries them.
import { identifierText, itemCount, scanCode, storeHeader, variantBlocks } from './document-sections';
import type { PaperBlock, PaperDocument } from './paper-document';
import { pickupOrderHeader, type PickupDocumentInput } from './pickup-order-header';

export function buildPackingSlip(input: PickupDocumentInput): PaperDocument {
  const { order } = input;
  const lines = order.shipments.flatMap((shipment) =>
    shipment.items.map((line) => ({ line, product: input.products(line.product_id) })),
  );
  const blocks: PaperBlock[] = [
    ...storeHeader(input.store),
    ...pickupOrderHeader(input, 'PACKING SLIP'),
    ...lines.flatMap(({ line, product }): PaperBlock[] => [
      { kind: 'row', left: `[ ] ${product?.title ?? line.product_id}`, right: `Qty ${line.quantity}` },
      ...variantBlocks(product, '    '),
      { kind: 'text', text: `    ${identifierText(line.product_id, product)}` },
    ]),
    { kind: 'rule' },
    { kind: 'row', left: 'Items in the bag', right: String(itemCount(lines)), bold: true },
    { kind: 'space', lines: 1 },
    scanCode(order.order_id, `Order ${order.order_id}`),
  ];
  return { type: 'packing_slip', title: `Packing slip for order ${order.order_id}`, blocks };
}
