// Steps of the rerouting-after-import tests (one platform restarted, two platforms on one database): an
// availability import started without waiting for its end, what the database holds, and orders that refuse
// every change, as the rerouting would see if its process died right after the import's commit.
import { connectPlatformStorage } from '../../../electron/platform/db/database';
import type { ImportJob } from '../../../shared/contract/import-job';
import type { OrderEventListResponse } from '../../../shared/contract/order';
import { publishStockArchive, STOCK_ENTITIES } from '../pickup/pickup-tenant';
import type { TestPlatform } from '../support/platform-fixture';
import { refusedWrites } from '../support/refused-writes';

/** Starts an import of these stock levels on `t`; its id. */
export async function startStockImport(
  t: TestPlatform,
  levels: Array<{ store_id: string; product_id: string; quantity: number }>,
): Promise<string> {
  const url = await publishStockArchive(levels);
  const created = await t.call<{ import_id: string }>('POST', '/v0/d/import', {
    as: 'admin',
    body: { provider: 'test', name: 'stock', source_uri: url, entities: STOCK_ENTITIES },
  });
  const importId = created.body.import_id;
  await t.call('POST', `/v0/d/import/${importId}/start`, { as: 'admin', body: { transformed_uri: url } });
  return importId;
}

export async function importJob(t: TestPlatform, importId: string): Promise<ImportJob> {
  return (await t.call<ImportJob>('GET', `/v0/d/import/${importId}`, { as: 'admin' })).body;
}

/** Through a connection of its own (another process's) on the platform's database. */
function onDatabaseOf<T>(t: TestPlatform, use: (db: ReturnType<typeof connectPlatformStorage>) => T): T {
  const db = connectPlatformStorage({ dataDir: t.dataDir, database: t.database });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** How many imports' reroutings wait to be done. */
export function pendingReroutes(t: TestPlatform): number {
  return onDatabaseOf(
    t,
    (db) => db.prepare<[], number>('SELECT count(*) FROM pending_reroutes').pluck().get() ?? 0,
  );
}

/** Every change to an order fails (`refuse`) or passes again (`allow`). */
export function orderChanges(t: TestPlatform, what: 'refuse' | 'allow'): void {
  onDatabaseOf(t, (db) => db.exec(refusedWrites(db.engine, 'orders', 'UPDATE')[what]));
}

/** Who rerouted the order after an import, once per time it happened. */
export async function availabilityRerouters(t: TestPlatform, orderId: string): Promise<string[]> {
  const events = await t.call<OrderEventListResponse>('GET', `/v0/d/orders/${orderId}/events`, {
    as: 'admin',
  });
  return events.body.events.filter((event) => event.action === 'availability_reroute').map((e) => e.actor);
}
