// A drawer's transactions as this workstation knows them: oldest first, and those of one millisecond in the
// order they reached it (a close and the next day's open, a sale's cash and a pull), whatever their ids.
import { describe, expect, it } from 'vitest';
import { DRAWER, drawerTransaction } from './support/local-records';
import { localDataForEachTest } from './support/temp-local-data';

const SAME_INSTANT = '2026-03-02T18:00:00.000Z';

const data = localDataForEachTest();

const typesOf = () =>
  data()
    .cash.list(DRAWER)
    .map((local) => local.transaction.type);

describe("a drawer's transactions", () => {
  it('keeps a close and the next open of the same millisecond in the order they were made', () => {
    data().cash.upsertRecorded(DRAWER, [drawerTransaction(9, 'daily_open', '2026-03-02T08:00:00.000Z', 150)]);
    // The close gets the larger id: ordered by id, the new day would seem to open before the old one closed.
    data().cash.insertPending(DRAWER, {
      ...drawerTransaction(8, 'daily_close', SAME_INSTANT),
      counted_amount: 150,
    });
    data().cash.insertPending(DRAWER, drawerTransaction(1, 'daily_open', SAME_INSTANT, 150));
    expect(typesOf()).toEqual(['daily_open', 'daily_close', 'daily_open']);
  });

  it('keeps the order of arrival when the platform confirms a transaction made here', () => {
    data().cash.insertPending(DRAWER, drawerTransaction(7, 'cash_sale', SAME_INSTANT, 20));
    data().cash.insertPending(DRAWER, drawerTransaction(2, 'cash_pull', SAME_INSTANT, 50));
    data().cash.upsertRecorded(DRAWER, [drawerTransaction(7, 'cash_sale', SAME_INSTANT, 20)]);
    expect(
      data()
        .cash.list(DRAWER)
        .map((local) => [local.transaction.type, local.state]),
    ).toEqual([
      ['cash_sale', 'recorded'],
      ['cash_pull', 'pending'],
    ]);
  });

  it('puts an earlier transaction synced later before the ones after it', () => {
    data().cash.insertPending(DRAWER, drawerTransaction(1, 'no_sale', '2026-03-02T12:00:00.000Z'));
    data().cash.upsertRecorded(DRAWER, [drawerTransaction(2, 'daily_open', '2026-03-02T08:00:00.000Z', 150)]);
    expect(typesOf()).toEqual(['daily_open', 'no_sale']);
  });
});
