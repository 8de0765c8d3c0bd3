// Stock per store: most items on the shelf in small numbers, some sold out here and there, bestsellers
// deep, and a few items out of stock everywhere (so a pickup search can come back empty).
import type { SeededRandom } from './seeded-random';

export interface DemoStockLevel {
  store_id: string;
  product_id: string;
  quantity: number;
}

/** Stock of every product at every store (the stores of one shop carry that shop's whole catalog). */
export function generateDemoStock(
  random: SeededRandom,
  storeIds: readonly string[],
  productIds: readonly string[],
): DemoStockLevel[] {
  // One in 150 products is sold out everywhere; one in 12 is a bestseller stocked deep.
  const soldOutEverywhere = new Set(productIds.filter(() => random.chance(1 / 150)));
  const bestsellers = new Set(productIds.filter(() => random.chance(1 / 12)));
  const levels: DemoStockLevel[] = [];
  for (const storeId of storeIds) {
    // Busy flagship stores run out more often than quiet ones.
    const soldOutRate = 0.04 + random.next() * 0.08;
    for (const productId of productIds) {
      let quantity: number;
      if (soldOutEverywhere.has(productId) || random.chance(soldOutRate)) quantity = 0;
      else if (bestsellers.has(productId)) quantity = random.int(8, 40);
      else quantity = random.chance(0.3) ? random.int(1, 2) : random.int(3, 12);
      levels.push({ store_id: storeId, product_id: productId, quantity });
    }
  }
  return levels;
}
