// One reset for every slice, in the same update that shows a new session: on the real bridge to a real host
// (embedded platform with the demo tenant, Register 1 of Northwind SoHo a drawer simulator paired here). A
// manager opens the drawer's day (their figures carry the expected amount); an associate who signs in next on
// the same window never sees that amount, not even from the manager's answers still on their way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Money } from '../../../shared/money';
import type { PosState, PosStore } from '../../../renderer/src/store/pos-store';
import { SOHO, startCashFixture, type CashFixture } from '../cash/support/cash-fixture';

const usd = (minor: number) => ({ minor, currency: 'USD' });

let fixture: CashFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startCashFixture();
  store = await fixture.workstation('manager');
  await store.getState().loadCash();
  const opened = await store.getState().recordCount({
    transactionId: randomUUID(),
    drawerId: SOHO.register1,
    type: 'daily_open',
    counted: usd(20000),
  });
  if (!opened) throw new Error(`The day could not be opened: ${store.getState().cashRecord.error?.message}`);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

function expectedAmountsOf(state: PosState): Array<Money | null> {
  return state.cashDrawers.map((entry) => entry.summary.expectedAmount);
}

/** Each test starts as the manager in SoHo, whoever the test before left signed in. */
async function managerInSoho(): Promise<void> {
  expect(await store.getState().signIn('manager', 'manager')).toBe(true);
  expect(await store.getState().selectStore(SOHO.storeId)).toBe(true);
}

/** Every state the store passes through while `run` runs. */
async function statesDuring(run: () => Promise<void>): Promise<PosState[]> {
  const states: PosState[] = [];
  const stop = store.subscribe((state) => states.push(state));
  try {
    await run();
  } finally {
    stop();
  }
  return states;
}

describe('a new session on the same window', () => {
  it('an associate signing in after a manager never sees an expected amount the blind count hides', async () => {
    await managerInSoho();
    await store.getState().loadCash();
    expect(expectedAmountsOf(store.getState())).toContainEqual(usd(20000));

    const states = await statesDuring(async () => {
      // The manager's screen asks for the figures once more; the answer is still travelling at sign-out.
      const managersFigures = store.getState().loadCash();
      await store.getState().signOut();
      expect(await store.getState().signIn('associate', 'associate')).toBe(true);
      // Before the cash screen of the new session loads anything, nothing of the manager's is left.
      expect(store.getState()).toMatchObject({ cashSettings: null, cashDrawers: [], cashTransactions: {} });
      await managersFigures;
      await store.getState().loadCash();
    });

    const associates = states.filter((state) => state.session?.user?.username === 'associate');
    expect(associates.at(-1)?.cashDrawers.map((entry) => entry.drawer.drawerId)).toContain(SOHO.register1);
    expect(associates.flatMap(expectedAmountsOf).every((amount) => amount === null)).toBe(true);
  });

  it('another store alone starts every workflow afresh, in the update that shows the store', async () => {
    await managerInSoho();
    await store.getState().setPickupFilter('ready');
    await store.getState().loadCash();
    const before = store.getState();
    expect(before.cashDrawers.length).toBeGreaterThan(0);
    expect(before.pickupFilter).toBe('ready');

    const states = await statesDuring(async () => {
      expect(await store.getState().selectStore('us-nyc-williamsburg')).toBe(true);
    });
    const inNewStore = states.filter((state) => state.session?.store?.storeId === 'us-nyc-williamsburg');
    expect(inNewStore.length).toBeGreaterThan(0);
    for (const state of inNewStore) {
      expect(state).toMatchObject({ cashDrawers: [], cashSettings: null, pickupFilter: 'not_started' });
      expect(state.pickupOrders).toEqual([]);
      expect(state.cart).toEqual([]);
    }
  });

  it('keeps everything for the same user in the same store (a locale change is not a new session)', async () => {
    await managerInSoho();
    await store.getState().loadCash();
    const drawers = store.getState().cashDrawers;
    expect(await store.getState().setLocale('en-GB')).toBe(true);
    expect(store.getState().session?.locale).toBe('en-GB');
    expect(store.getState().cashDrawers).toBe(drawers);
  });
});
