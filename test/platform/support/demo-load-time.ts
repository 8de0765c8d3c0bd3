// How long a test may wait for the demo tenant to load. On SQLite it takes a few seconds; on PostgreSQL its
// ~90,000 rows (stock levels, products, prices, the starting orders) are written one statement, one round trip,
// at a time: about a minute on an idle machine, twice that on the shared 2-core one.
export const DEMO_LOAD_TIMEOUT_MS = 300_000;
