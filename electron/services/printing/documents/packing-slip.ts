// The packing slip of an in-store pickup order: what goes into the bag, with a box to tick per line and each
// line's colour and size (two variants of one product share a title). It carries no prices, because it
// travels with the goods (often a gift); the invoice carries them.
import { identifierText, itemCount, scanCode, storeHeader, variantBlocks } from './document-sections';
import { documentMessages } from './document-messages';
import type { PaperBlock, PaperDocument } from './paper-document';
import { pickupOrderHeader, type PickupDocumentInput } from './pickup-order-header';

export function buildPackingSlip(input: PickupDocumentInput): PaperDocument {
  const { order, locale } = input;
  const t = documentMessages(locale);
  const lines = order.shipments.flatMap((shipment) =>
    shipment.items.map((line) => ({ line, product: input.products(line.product_id) })),
  );
  const blocks: PaperBlock[] = [
    ...storeHeader(input.store, t),
    ...pickupOrderHeader(input, t('packingSlip.heading')),
    ...lines.flatMap(({ line, product }): PaperBlock[] => [
      {
        kind: 'row',
        left: `[ ] ${product?.title ?? line.product_id}`,
        right: t('packingSlip.quantity', { quantity: line.quantity }),
      },
      ...variantBlocks(product, '    '),
      { kind: 'text', text: `    ${identifierText(line.product_id, product, t)}` },
    ]),
    { kind: 'rule' },
    {
      kind: 'row',
      left: t('packingSlip.itemsInBag'),
      right: new Intl.NumberFormat(locale).format(itemCount(lines)),
      bold: true,
    },
    { kind: 'space', lines: 1 },
    scanCode(order.order_id, t('code.order', { id: order.order_id })),
  ];
  return { type: 'packing_slip', title: t('packingSlip.title', { id: order.order_id }), locale, blocks };
}
