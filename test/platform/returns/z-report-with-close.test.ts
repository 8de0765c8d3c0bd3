// A closed drawer always has its Z report. The report is written in the close's own transaction: a failure
// at the report's write (where a process could once die, the close committed and its report not yet
// written) leaves the drawer open with nothing recorded, and the close retried goes through whole. A close
// that an older version left without its report (its process died in between) gets it at the next start.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CashTransaction } from '../../../shared/contract';
import type { DrawerReport } from '../../../shared/contract/drawer-report';
import { record, storeWithDrawers, transaction } from '../cash/cash-fixture';
import {
  openDatabaseOf,
  releaseTestPlatformStorage,
  startTestPlatform,
  type TestPlatform,
} from '../support/platform-fixture';
import { refusedWrites } from '../support/refused-writes';

const STORE = 'us-z-close';
const DRAWER = 'us-z-close-1';

describe('the Z report of a daily close', () => {
  // Each test has a platform of its own (its store and drawer set up), so that either may run first.
  let dataDir: string;
  let t: TestPlatform | undefined;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pos-z-close-'));
    t = await startTestPlatform({ dataDir });
    await storeWithDrawers(t, STORE, [DRAWER]);
  });

  afterEach(async () => {
    await t?.stop();
    t = undefined;
    await releaseTestPlatformStorage(dataDir);
  });

  /** Runs SQL on the stopped platform's database, then starts it again. */
  async function withStoppedPlatform(sql: string) {
    await t?.stop();
    const db = openDatabaseOf({ dataDir, database: t?.database });
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    t = await startTestPlatform({ dataDir, ...(t?.database ? { database: t.database } : {}) });
  }

  /** Inserts into drawer_reports fail, as the write of a report would if the process died at that point. */
  const reportWrites = () =>
    refusedWrites(t?.database === undefined ? 'sqlite' : 'postgres', 'drawer_reports', 'INSERT');

  const transactions = async () =>
    (
      await t!.call<{ items: CashTransaction[] }>('GET', `/v0/d/cash_drawers/${DRAWER}/transactions`, {
        as: 'manager',
      })
    ).body.items.map((entry) => entry.type);
  const report = (closeId: string) =>
    t!.call<DrawerReport>('GET', `/v0/d/drawer_reports/${closeId}`, { as: 'manager' });

  it('records the close and its report together, or neither', async () => {
    await record(t!, DRAWER, transaction(STORE, 'daily_open', 200, { created_at: new Date().toISOString() }));

    await withStoppedPlatform(reportWrites().refuse);
    const close = transaction(STORE, 'daily_close', 0, {
      counted_amount: 200,
      created_at: new Date().toISOString(),
    });
    const failed = await t!.call('POST', `/v0/d/cash_drawers/${DRAWER}/transactions`, {
      as: 'manager',
      body: close,
    });
    expect(failed.status, JSON.stringify(failed.body)).toBe(500);
    // Nothing of the close stands: the drawer is still open, no report names it.
    expect(await transactions()).toEqual(['daily_open']);
    expect((await report(close.transaction_id)).status).toBe(404);

    await withStoppedPlatform(reportWrites().allow);
    await record(t!, DRAWER, close);
    expect(await transactions()).toEqual(['daily_close', 'daily_open']); // newest first
    const written = await report(close.transaction_id);
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      report_id: close.transaction_id,
      drawer_id: DRAWER,
      opening_float: 200,
      expected_amount: 200,
      counted_amount: 200,
      variance: 0,
    });
  });

  it('writes at start the report of a close an older version left without one', async () => {
    await record(t!, DRAWER, transaction(STORE, 'daily_open', 150, { created_at: new Date().toISOString() }));
    const close = transaction(STORE, 'daily_close', 0, {
      counted_amount: 151,
      created_at: new Date().toISOString(),
    });
    await record(t!, DRAWER, close);
    const before = (await report(close.transaction_id)).body;
    expect(before).toMatchObject({ opening_float: 150, counted_amount: 151, variance: 1 });

    // What the older version's crash left: the close committed, its report never written.
    await withStoppedPlatform(`DELETE FROM drawer_reports WHERE report_id = '${close.transaction_id}'`);
    const after = await report(close.transaction_id);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before);
  });
});
