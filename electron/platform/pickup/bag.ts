// A bag (or an order's lines) as product quantities: the same product on two lines counts once, with the
// quantities added, so "A×1 + A×1" and "A×2" are the same bag wherever bags are compared or signed.

export interface BagLine {
  product_id: string;
  quantity: number;
}

/** Lines merged by product and sorted by product_id (code-unit order, stable across runtimes). */
export function normalizeBag(lines: readonly BagLine[]): BagLine[] {
  const totals = new Map<string, number>();
  for (const line of lines) totals.set(line.product_id, (totals.get(line.product_id) ?? 0) + line.quantity);
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([product_id, quantity]) => ({ product_id, quantity }));
}

/** True when both hold the same products in the same quantities, however the lines are split or ordered. */
export function sameBag(a: readonly BagLine[], b: readonly BagLine[]): boolean {
  const left = normalizeBag(a);
  const right = normalizeBag(b);
  return (
    left.length === right.length &&
    left.every(
      (line, index) =>
        line.product_id === right[index]?.product_id && line.quantity === right[index]?.quantity,
    )
  );
}
