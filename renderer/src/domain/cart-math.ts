// The cart's sums, exact: unit price × quantity per line, then the lines added up (shared/money, integer minor
// units — never a float). Prices are the store's price book prices the local catalog gave the product.
import type { ProductSummary } from '../../../shared/bridge/views/catalog';
import { money, multiplyByQuantity, sum, type Money } from '../../../shared/money';

/** The most of one product one line may hold (the bridge's limit). */
export const MAX_LINE_QUANTITY = 9999;

export interface CartLine {
  /** The product as the catalog showed it when it was added (its price is the store's). */
  product: ProductSummary;
  quantity: number;
}

/** The line's unit price; only priced products ever reach the cart. */
export function unitPriceOf(line: CartLine): Money {
  const price = line.product.price;
  if (!price) throw new Error(`${line.product.title} has no price and cannot be in the cart`);
  return price;
}

export function lineTotalOf(line: CartLine): Money {
  return multiplyByQuantity(unitPriceOf(line), line.quantity);
}

/** The sum of the lines, in `currency` (zero for an empty cart). */
export function cartTotalOf(lines: readonly CartLine[], currency: string): Money {
  if (lines.length === 0) return money(0, currency);
  return sum(lines.map(lineTotalOf), currency);
}

/** Units in the cart (3 of one product and 1 of another = 4). */
export function itemCountOf(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** A quantity kept inside what one line may hold. */
export function clampQuantity(quantity: number): number {
  return Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity)));
}
