// The cash slice through getState(), on the real bridge to a real host whose embedded platform has the demo
// tenant, with Northwind SoHo's Register 1 as a drawer simulator paired here: a manager's day (open counted by
// bills and coins, a cash pull, a no sale, an audit, the close with its variance and deposit), an associate's
// blind figures until the business shows the expected amount, a drawer that stops answering, drawer setup of a
// store without cash management, and the business switching cash management off.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawerStatusView } from '../../../shared/bridge/views/cash';
import { countDenominations } from '../../../shared/cash/denominations';
import type { PosStore } from '../../../renderer/src/store/pos-store';
import {
  CASH_MANAGEMENT_DISABLED_MESSAGE,
  closingPlanOf,
  isBlind,
  isCashManagementDisabled,
  pairedDrawerIdOf,
} from '../../../renderer/src/store/cash-slice';
import { SOHO, WILLIAMSBURG, startCashFixture, type CashFixture } from '../cash/support/cash-fixture';

const usd = (minor: number) => ({ minor, currency: 'USD' });

let fixture: CashFixture;

beforeAll(async () => {
  fixture = await startCashFixture();
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

function entryOf(store: PosStore, drawerId: string) {
  const entry = store.getState().cashDrawers.find((candidate) => candidate.drawer.drawerId === drawerId);
  if (!entry) throw new Error(`drawer ${drawerId} is not listed`);
  return entry;
}

/** Resolves with the next pushed drawer status that matches. */
function nextDrawerStatus(store: PosStore, matches: (status: DrawerStatusView) => boolean) {
  return new Promise<DrawerStatusView>((resolve) => {
    const stop = store.subscribe((state) => {
      if (state.drawerStatus && matches(state.drawerStatus)) {
        stop();
        resolve(state.drawerStatus);
      }
    });
  });
}

/** How many times the drawer was kicked open while `step` ran (other tests kick it too). */
async function kicksDuring<Value>(step: () => Promise<Value>): Promise<{ kicks: number; value: Value }> {
  const before = fixture.drawer.kicks.length;
  const value = await step();
  return { kicks: fixture.drawer.kicks.length - before, value };
}

// One business day of Register 1, step by step: each step starts from where the one before left the drawer
// (its float, its movements, its counts), so the day is one test; the steps are the comments.
describe('a day at Register 1, a drawer paired here', () => {
  it('opens counted, moves cash with reasons, audits, counts blind, survives a silent drawer, closes', async () => {
    // The manager loads the mode, the drawers with their floats, the store currency and the drawer paired here.
    let manager = await fixture.workstation('manager');
    await manager.getState().loadCash();
    const state = manager.getState();
    expect(state.cashLoad.status).toBe('done');
    expect(state.cashSettings).toMatchObject({ capabilityEnabled: true, operationMode: 'integrated' });
    expect(state.cashCurrency).toBe('USD');
    expect(
      state.cashDrawers.map(({ drawer }) => [drawer.name, drawer.recommendedFloat, drawer.serial]),
    ).toEqual([
      ['Register 1', usd(20000), 'CD-1001'],
      ['Register 2', usd(20000), 'CD-1002'],
    ]);
    expect(entryOf(manager, SOHO.register1).summary.state).toBe('never_opened');
    await manager.getState().checkDrawerStatus();
    expect(pairedDrawerIdOf(manager.getState().drawerStatus, state.cashDrawers)).toBe(SOHO.register1);
    expect(manager.getState().drawerStatus).toMatchObject({ connection: 'connected', open: false });

    // The day opens counted by bills and coins: the drawer opens to count, then for the float.
    const stop = manager.getState().followCash();
    try {
      const opened = nextDrawerStatus(manager, (status) => status.open === true);
      const toCount = await kicksDuring(() => manager.getState().startCount(SOHO.register1, 'daily_open'));
      expect(toCount.value).toEqual({ outcome: 'opened', notice: null });
      expect(toCount.kicks).toBe(1);
      expect((await opened).connection).toBe('connected');
      // The associate pushes it shut after counting: the screen hears it.
      const shut = nextDrawerStatus(manager, (status) => status.open === false);
      fixture.drawer.close();
      await shut;
    } finally {
      stop();
    }
    const denominations = { '5000': 2, '2000': 3, '1000': 2, '500': 2, '100': 5, '25': 16, '10': 5, '5': 10 };
    const counted = countDenominations('USD', denominations);
    expect(counted).toEqual(usd(20000));
    const open = await kicksDuring(() =>
      manager.getState().recordCount({
        transactionId: randomUUID(),
        drawerId: SOHO.register1,
        type: 'daily_open',
        counted,
        denominations,
      }),
    );
    expect(open.value?.transaction).toMatchObject({
      type: 'daily_open',
      amount: usd(20000),
      countedAmount: usd(20000),
      denominations,
    });
    expect(open.value?.drawer.outcome).toBe('opened');
    expect(open.kicks).toBe(1);
    expect(entryOf(manager, SOHO.register1).summary).toMatchObject({
      state: 'open',
      openingFloat: usd(20000),
      expectedAmount: usd(20000),
    });
    expect(manager.getState().drawerOutcome).toMatchObject({
      drawerId: SOHO.register1,
      cause: 'daily_open',
      outcome: { outcome: 'opened' },
    });
    fixture.drawer.close();

    // A cash pull and a no sale with their reasons: each opens the drawer, the figures follow.
    await manager.getState().loadCashTransactions(SOHO.register1);
    const movements = await kicksDuring(async () => {
      const pull = await manager.getState().recordCashTransaction({
        transactionId: randomUUID(),
        drawerId: SOHO.register1,
        type: 'cash_pull',
        amount: usd(5000),
        reasonCode: 'safe_drop',
      });
      fixture.drawer.close();
      const noSale = await manager.getState().recordCashTransaction({
        transactionId: randomUUID(),
        drawerId: SOHO.register1,
        type: 'no_sale',
        amount: usd(0),
        reasonCode: 'give_change',
      });
      fixture.drawer.close();
      return [pull?.drawer.outcome, noSale?.drawer.outcome];
    });
    expect(movements).toEqual({ kicks: 2, value: ['opened', 'opened'] });
    expect(entryOf(manager, SOHO.register1).summary).toMatchObject({
      outflows: usd(5000),
      expectedAmount: usd(15000),
    });
    // The list shows them newest first, with their reasons, as soon as they are recorded.
    const listed = manager.getState().cashTransactions[SOHO.register1] ?? [];
    expect(listed.slice(0, 3).map((entry) => [entry.type, entry.reasonCode])).toEqual([
      ['no_sale', 'give_change'],
      ['cash_pull', 'safe_drop'],
      ['daily_open', null],
    ]);

    // The manager audits the drawer, seeing the expected amount and the variance of the count.
    expect(entryOf(manager, SOHO.register1).summary.expectedAmount).toEqual(usd(15000));
    const audit = await kicksDuring(async () => {
      expect(await manager.getState().startCount(SOHO.register1, 'audit_count')).toMatchObject({
        outcome: 'opened',
      });
      fixture.drawer.close();
      return manager.getState().recordCount({
        transactionId: randomUUID(),
        drawerId: SOHO.register1,
        type: 'audit_count',
        counted: usd(14990),
      });
    });
    // Recording the count does not open the drawer again (it was opened to count).
    expect(audit.value?.drawer.outcome).toBe('not_needed');
    expect(audit.kicks).toBe(1);
    expect(entryOf(manager, SOHO.register1).summary).toMatchObject({
      lastCount: { type: 'audit_count', countedAmount: usd(14990) },
      expectedAmount: usd(15000),
      variance: usd(-10),
    });

    // An associate counts blind: the figures come without the expected amount or the variance.
    let associate = await fixture.workstation('associate');
    await associate.getState().loadCash();
    const blind = entryOf(associate, SOHO.register1).summary;
    expect(isBlind(blind)).toBe(true);
    expect(blind).toMatchObject({ state: 'open', expectedAmount: null, variance: null, outflows: usd(5000) });

    // The associate records petty cash out, but a cash pull is the manager's.
    const petty = await associate.getState().recordCashTransaction({
      transactionId: randomUUID(),
      drawerId: SOHO.register1,
      type: 'remove_petty_cash',
      amount: usd(1250),
      reasonCode: 'supplies',
    });
    expect(petty?.transaction).toMatchObject({ type: 'remove_petty_cash', associate: 'associate' });
    fixture.drawer.close();
    const refusedPull = await associate.getState().recordCashTransaction({
      transactionId: randomUUID(),
      drawerId: SOHO.register1,
      type: 'cash_pull',
      amount: usd(1000),
      reasonCode: 'safe_drop',
    });
    expect(refusedPull).toBeNull();
    expect(associate.getState().cashRecord.error).toMatchObject({ code: 'forbidden' });
    expect(associate.getState().cashRecord.error?.message).toMatch(/manager/);

    // Once an administrator exposes the expected amount to associates, the associate sees it.
    const admin = fixture.bridge();
    await admin.session.signIn({ username: 'admin', password: 'admin' });
    await admin.setup.saveCashDrawerConfig({ expose_count_expected_amount: true });
    // The workstation works from its synced copy of the configuration.
    associate = await fixture.workstation('associate');
    expect(await associate.getState().syncNow()).toBe(true);
    await associate.getState().loadCash();
    expect(entryOf(associate, SOHO.register1).summary).toMatchObject({
      expectedAmount: usd(13750),
      variance: usd(-10),
    });
    await admin.session.signIn({ username: 'admin', password: 'admin' });
    await admin.setup.saveCashDrawerConfig({ expose_count_expected_amount: false });
    associate = await fixture.workstation('associate');
    expect(await associate.getState().syncNow()).toBe(true);
    await associate.getState().loadCash();
    expect(isBlind(entryOf(associate, SOHO.register1).summary)).toBe(true);

    // A drawer that does not answer: the transaction is kept, and the screen says to open it with the key.
    manager = await fixture.workstation('manager');
    await manager.getState().loadCash();
    // Hung rather than switched off: a refused connection makes the app look for the drawer's serial on
    // the network, where another test's simulator may be announcing the same demo serial.
    await fixture.drawer.hang();
    try {
      const noSale = await manager.getState().recordCashTransaction({
        transactionId: randomUUID(),
        drawerId: SOHO.register1,
        type: 'no_sale',
        amount: usd(0),
        reasonCode: 'give_change',
      });
      expect(noSale?.transaction).toMatchObject({ type: 'no_sale', reasonCode: 'give_change' });
      expect(noSale?.drawer).toEqual({
        outcome: 'failed',
        notice: { code: 'did_not_answer' },
      });
      expect(manager.getState().drawerOutcome?.outcome.outcome).toBe('failed');
    } finally {
      await fixture.drawer.powerOn();
    }

    // Closing the day shows the variance and what to take to the bank, keeping the float in the drawer.
    await manager.getState().loadCash();
    expect(entryOf(manager, SOHO.register1).summary.expectedAmount).toEqual(usd(13750));
    await manager.getState().startCount(SOHO.register1, 'daily_close');
    fixture.drawer.close();
    const closed = await manager.getState().recordCount({
      transactionId: randomUUID(),
      drawerId: SOHO.register1,
      type: 'daily_close',
      counted: usd(13800),
    });
    expect(closed?.summary).toMatchObject({ state: 'closed', variance: usd(50) });
    // Counted 137.50 + 0.50 over; the recommended float (200.00) is more than that: nothing to deposit.
    expect(closingPlanOf(entryOf(manager, SOHO.register1))).toEqual({
      counted: usd(13800),
      deposit: usd(0),
      keptInDrawer: usd(13800),
      floatShortBy: usd(6200),
    });
  }, 180_000);
});

describe('drawer setup', () => {
  it('says a scanned drawer that is not on the network must be on the same WiFi network', async () => {
    const manager = await fixture.workstation('manager');
    await manager.getState().loadCash();
    expect(await manager.getState().pairCashDrawer(SOHO.register2, 'CD-4040')).toBe(false);
    expect(manager.getState().drawerPairing.error?.message).toMatch(/same WiFi network/);
  });

  it('sets up non-integrated drawers in a store that did not use cash management', async () => {
    const store = await fixture.workstation('manager', WILLIAMSBURG);
    await store.getState().loadCash();
    expect(store.getState().cashSettings).toMatchObject({ operationMode: 'none', drawers: [] });
    expect(store.getState().cashCurrency).toBe('USD');
    const saved = await store.getState().saveCashSetup({
      operationMode: 'non_integrated',
      drawers: [
        { drawerId: `${WILLIAMSBURG}-1`, name: ' Front desk ', recommendedFloat: usd(15050), serial: 'X' },
      ],
    });
    expect(saved).toBe(true);
    expect(store.getState().cashSettings).toMatchObject({
      operationMode: 'non_integrated',
      drawers: [
        { drawerId: `${WILLIAMSBURG}-1`, name: 'Front desk', recommendedFloat: usd(15050), serial: null },
      ],
    });
    expect(store.getState().cashDrawers.map((entry) => entry.summary.state)).toEqual(['never_opened']);
    // A non-integrated drawer is opened by hand: counting starts without a kick.
    const kicks = fixture.drawer.kicks.length;
    expect(await store.getState().startCount(`${WILLIAMSBURG}-1`, 'daily_open')).toMatchObject({
      outcome: 'open_by_hand',
    });
    expect(fixture.drawer.kicks).toHaveLength(kicks);
  });

  it('refuses to turn cash management on while the business has it off, and says so', async () => {
    const admin = fixture.bridge();
    await admin.session.signIn({ username: 'admin', password: 'admin' });
    await admin.setup.updateAppConfig({ capabilities: { cash_management: false } });
    try {
      const store = await fixture.workstation('manager', WILLIAMSBURG);
      await store.getState().loadCash();
      const before = store.getState().cashSettings;
      const saved = await store.getState().saveCashSetup({
        operationMode: 'integrated',
        drawers: [
          {
            drawerId: `${WILLIAMSBURG}-1`,
            name: 'Front desk',
            recommendedFloat: usd(15050),
            serial: 'CD-2001',
          },
        ],
      });
      expect(saved).toBe(false);
      expect(isCashManagementDisabled(store.getState().cashSetupSave.error)).toBe(true);
      expect(CASH_MANAGEMENT_DISABLED_MESSAGE).toBe(
        'Cash management is not enabled for this business — an administrator can enable it in Setup',
      );
      // Nothing was changed.
      await store.getState().loadCash();
      expect(store.getState().cashSettings).toEqual(before);
    } finally {
      await admin.session.signIn({ username: 'admin', password: 'admin' });
      await admin.setup.updateAppConfig({ capabilities: { cash_management: true } });
    }
  });
});
