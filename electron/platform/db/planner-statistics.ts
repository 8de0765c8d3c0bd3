import type { PlatformDatabase } from './database';

/**
 * After a bulk write (the demo tenant, a catalog import) on PostgreSQL, gathers the planner's statistics of
 * the tables written, as PostgreSQL's manual advises after loading data. Until autovacuum gets to them (a
 * minute or more later) the planner still believes the tables empty and picks nested loops over thousands
 * of rows: a training shelf read took 2 s instead of a few ms. Sampled (30,000 rows a table at most), so it
 * costs about a second whatever the size. Nothing on SQLite, whose statements are written for its planner
 * without statistics (`INDEXED BY` where needed).
 */
export function refreshPlannerStatistics(db: PlatformDatabase, tables: readonly string[]): void {
  if (db.engine !== 'postgres' || tables.length === 0) return;
  for (const table of tables)
    if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Not a plain table name: "${table}"`);
  db.exec(`ANALYZE ${tables.join(', ')}`);
}
