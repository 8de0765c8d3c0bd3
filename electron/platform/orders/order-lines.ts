import type { BagLine } from '../pickup/bag';

/** Every line of every shipment of an order, as product quantities. */
export function orderLines(order: { shipments: readonly { items: readonly BagLine[] }[] }): BagLine[] {
  return order.shipments.flatMap((shipment) =>
    shipment.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity })),
  );
}
