import type { ImportCounts } from '../../../shared/contract/import-job';

/**
 * How many rows an import must write to a table before its planner statistics are refreshed right after the
 * commit (PostgreSQL). Below it the planner's old picture is wrong by too little to matter: a nested loop
 * over a few hundred more rows than it expected costs milliseconds. Above it the plans of the listing,
 * search and sync reads can go from milliseconds to seconds until autovacuum analyzes the table (a minute
 * or more later), as the demo load showed; a refresh is sampled (planner-statistics.ts), so it costs
 * about a second whatever the size, on the import's worker thread, in nobody's way.
 */
export const STATISTICS_REFRESH_MIN_ROWS = 1_000;

/** The tables each entity's records are written to (catalog/product-writer.ts, price and stock repositories). */
const TABLES_WRITTEN: Record<keyof Omit<ImportCounts, 'rejected'>, readonly string[]> = {
  products: ['products', 'product_search', 'product_categories', 'categories'],
  // A price book also moves the updated_at of the products it prices, which the sync reads filter on.
  prices: ['prices', 'products'],
  availabilities: ['stock'],
};

/** The tables whose statistics an import that applied `counts` should refresh, each once. */
export function tablesWorthAnalyzing(counts: ImportCounts): string[] {
  const tables = new Set<string>();
  for (const entity of ['products', 'prices', 'availabilities'] as const) {
    if (counts[entity] >= STATISTICS_REFRESH_MIN_ROWS)
      for (const table of TABLES_WRITTEN[entity]) tables.add(table);
  }
  return [...tables];
}
