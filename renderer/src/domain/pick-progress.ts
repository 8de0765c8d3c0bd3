// What has been picked of an order so far, and what a scan does to it. Pure functions: the slice keeps the
// quantities, the screens show them, and the platform only hears the result (mark_ready or reject_items).
import type { PickupOrder } from '../../../shared/bridge/views/pickup';
import type { MoneyView } from '../../../shared/bridge/views/money';

/** One product to pick: an order's lines of the same product together (the platform counts them so). */
export interface PickLine {
  productId: string;
  title: string;
  /** Colour and size, when the product has variants ("Navy · Queen"). */
  variant: string | null;
  imageUrl: string | null;
  ean: string | null;
  sku: string | null;
  ordered: number;
  unitPrice: MoneyView;
}

/** Units picked per product id (absent = none). */
export type PickedQuantities = Readonly<Record<string, number>>;

export type ScanOutcome =
  | { kind: 'picked'; code: string; productId: string; title: string; picked: number; ordered: number }
  /** The code is no product of this order: the item must not go in the bag. */
  | { kind: 'not_in_order'; code: string }
  /** A product of the order whose ordered quantity is already picked: one too many. */
  | { kind: 'over_scan'; code: string; productId: string; title: string; ordered: number };

export function pickLinesOf(order: Pick<PickupOrder, 'lines'>): PickLine[] {
  const byProduct = new Map<string, PickLine>();
  for (const line of order.lines) {
    const known = byProduct.get(line.productId);
    if (known) {
      known.ordered += line.quantity;
      continue;
    }
    byProduct.set(line.productId, {
      productId: line.productId,
      title: line.title,
      variant: line.variant ?? null,
      imageUrl: line.imageUrl,
      ean: line.ean,
      sku: line.sku,
      ordered: line.quantity,
      unitPrice: line.unitPrice,
    });
  }
  return [...byProduct.values()];
}

/**
 * The line a scanned or typed code names: its EAN-13 (a 12-digit UPC-A reads as the EAN with a leading 0),
 * its SKU (any case), or its product id.
 */
export function lineForCode(lines: readonly PickLine[], rawCode: string): PickLine | undefined {
  const code = rawCode.trim();
  if (code === '') return undefined;
  const asEan = /^\d{12}$/.test(code) ? `0${code}` : code;
  const lower = code.toLowerCase();
  return (
    lines.find((line) => line.ean !== null && (line.ean === code || line.ean === asEan)) ??
    lines.find((line) => line.sku !== null && line.sku.toLowerCase() === lower) ??
    lines.find((line) => line.productId.toLowerCase() === lower)
  );
}

/** What the associate reads and hears: the title, and the variant when there is one ("Airy Quilt (Navy · Queen)"). */
export function lineName(line: Pick<PickLine, 'title' | 'variant'>): string {
  return line.variant ? `${line.title} (${line.variant})` : line.title;
}

export function pickedOf(picked: PickedQuantities, productId: string): number {
  return picked[productId] ?? 0;
}

/** One unit of the scanned product goes in the bag, unless it is not in the order or already complete. */
export function applyScan(
  lines: readonly PickLine[],
  picked: PickedQuantities,
  code: string,
): { picked: PickedQuantities; outcome: ScanOutcome } {
  const line = lineForCode(lines, code);
  if (!line) return { picked, outcome: { kind: 'not_in_order', code } };
  const already = pickedOf(picked, line.productId);
  if (already >= line.ordered) {
    return {
      picked,
      outcome: {
        kind: 'over_scan',
        code,
        productId: line.productId,
        title: lineName(line),
        ordered: line.ordered,
      },
    };
  }
  const next = { ...picked, [line.productId]: already + 1 };
  return {
    picked: next,
    outcome: {
      kind: 'picked',
      code,
      productId: line.productId,
      title: lineName(line),
      picked: already + 1,
      ordered: line.ordered,
    },
  };
}

/** A quantity confirmed by hand, kept between 0 and the ordered quantity. */
export function withQuantity(
  lines: readonly PickLine[],
  picked: PickedQuantities,
  productId: string,
  quantity: number,
): PickedQuantities {
  const line = lines.find((candidate) => candidate.productId === productId);
  if (!line || !Number.isInteger(quantity)) return picked;
  return { ...picked, [productId]: Math.min(Math.max(quantity, 0), line.ordered) };
}

export function unitsOrdered(lines: readonly PickLine[]): number {
  return lines.reduce((total, line) => total + line.ordered, 0);
}

export function unitsPicked(lines: readonly PickLine[], picked: PickedQuantities): number {
  return lines.reduce((total, line) => total + Math.min(pickedOf(picked, line.productId), line.ordered), 0);
}

export function isFullyPicked(lines: readonly PickLine[], picked: PickedQuantities): boolean {
  return lines.length > 0 && lines.every((line) => pickedOf(picked, line.productId) >= line.ordered);
}

/** What mark_ready sends: every product with its ordered quantity (only once all is picked). */
export function pickedItems(lines: readonly PickLine[]): Array<{ productId: string; quantity: number }> {
  return lines.map((line) => ({ productId: line.productId, quantity: line.ordered }));
}

/** What could not be picked (ordered minus picked), for reject_items. */
export function missingItems(
  lines: readonly PickLine[],
  picked: PickedQuantities,
): Array<{ productId: string; title: string; quantity: number }> {
  return lines
    .map((line) => ({
      productId: line.productId,
      title: lineName(line),
      quantity: line.ordered - Math.min(pickedOf(picked, line.productId), line.ordered),
    }))
    .filter((item) => item.quantity > 0);
}
