// Cash drawers through the bridge in a demo store with integrated drawers, the paired drawer being a
// drawer simulator on 127.0.0.1 that records every kick.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { DrawerSimulator } from '../../electron/devices/drawer-simulator';
import type {
  CashTransactionView,
  DrawerStatusView,
  DrawerSummaryView,
  StoreCashSettings,
} from '../../shared/bridge/views/cash';
import { openEventSocket, valueOf, type EventSocket } from './support/event-socket';
import { startHostFixture, type HostFixture } from './support/host-fixture';

const STORE = 'us-nyc-soho';
const DRAWER = 'us-nyc-soho-1';
const SECOND_DRAWER = 'us-nyc-soho-2';
const usd = (minor: number) => ({ minor, currency: 'USD' });

type DrawerOutcome = { outcome: string; message: string | null };
type Recorded = { transaction: CashTransactionView; summary: DrawerSummaryView; drawer: DrawerOutcome };

let fixture: HostFixture;
let events: EventSocket;

beforeAll(async () => {
  fixture = await startHostFixture({
    devices: { drawerTimeoutMs: 1000, pairingTimeoutMs: 300, refindTimeoutMs: 300 },
  });
  events = await openEventSocket(fixture);
});

// Each test starts with the associate in the store; a test that kicks a drawer brings its own simulator.
beforeEach(async () => {
  valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
  valueOf(await fixture.call('session.selectStore', { storeId: STORE }));
});

afterAll(async () => {
  events?.close();
  await fixture?.close();
});

/** The drawer with its serial, on a simulator that records every kick, stopped after the test. */
async function drawerSimulator(serial: string): Promise<DrawerSimulator> {
  const simulator = await DrawerSimulator.start({ serial, announce: false, autoCloseAfterMs: null });
  onTestFinished(() => simulator.stop());
  return simulator;
}

/** What pairing by serial leaves in the workstation settings (discovery itself is the devices' tests' job). */
function pairHere(drawerId: string, simulator: DrawerSimulator): void {
  fixture.host.settings.update({
    drawer: { drawerId, serial: simulator.serial, host: '127.0.0.1', port: simulator.port },
  });
}

function recordOn(body: Record<string, unknown>, drawerId: string) {
  return fixture.call<Recorded>('cash.recordTransaction', {
    transactionId: randomUUID(),
    drawerId,
    ...body,
  });
}

const record = (body: Record<string, unknown>) => recordOn(body, DRAWER);

describe('cash drawers of the selected store', () => {
  it('shows the store as integrated with its drawers, floats in minor units', async () => {
    const settings = valueOf<StoreCashSettings>(await fixture.call('cash.getStoreSettings'));
    expect(settings.capabilityEnabled).toBe(true);
    expect(settings.operationMode).toBe('integrated');
    expect(settings.drawers).toContainEqual({
      drawerId: DRAWER,
      name: 'Register 1',
      recommendedFloat: usd(20000),
      serial: 'CD-1001',
    });
  });

  it('lets a manager set the drawers up, refusing an integrated drawer without its serial by name', async () => {
    const current = valueOf<StoreCashSettings>(await fixture.call('cash.getStoreSettings'));
    const refused = await fixture.call('cash.saveStoreSettings', {
      operationMode: 'integrated',
      drawers: current.drawers.map((drawer) => ({ ...drawer, recommendedFloat: drawer.recommendedFloat })),
    });
    expect(refused.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    const withoutSerial = await fixture.call('cash.saveStoreSettings', {
      operationMode: 'integrated',
      drawers: [
        ...current.drawers,
        { drawerId: 'us-nyc-soho-3', name: 'Register 3', recommendedFloat: usd(20000), serial: null },
      ],
    });
    expect(withoutSerial.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'drawers.2.serial', message: expect.stringMatching(/required/) }],
      },
    });
    const saved = valueOf<StoreCashSettings>(
      await fixture.call('cash.saveStoreSettings', {
        operationMode: 'integrated',
        drawers: [
          ...current.drawers,
          { drawerId: 'us-nyc-soho-3', name: 'Register 3', recommendedFloat: usd(15000), serial: 'CD-1009' },
        ],
      }),
    );
    expect(saved.drawers).toContainEqual({
      drawerId: 'us-nyc-soho-3',
      name: 'Register 3',
      recommendedFloat: usd(15000),
      serial: 'CD-1009',
    });
    valueOf(await fixture.call('session.signIn', { username: 'associate', password: 'associate' }));
    expect(valueOf<StoreCashSettings>(await fixture.call('cash.getStoreSettings')).drawers).toHaveLength(3);
  });

  it('refuses pairing in a store whose drawers are opened by hand, naming the store', async () => {
    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    valueOf(await fixture.call('session.selectStore', { storeId: 'us-sfo-market' }));
    const byHand = await fixture.call('cash.pairDrawer', { drawerId: 'us-sfo-market-1', serial: 'CD-1001' });
    expect(byHand.body).toMatchObject({
      ok: false,
      error: {
        code: 'drawer_not_integrated',
        message:
          'Store us-sfo-market uses non-integrated drawers: they are opened by hand and need no pairing.',
        values: { storeId: 'us-sfo-market' },
      },
    });
  });

  it('leaves pairing to managers, and says so when the scanned drawer is not on the network', async () => {
    const associate = await fixture.call('cash.pairDrawer', { drawerId: DRAWER, serial: 'CD-1001' });
    expect(associate.body).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    const noise = await fixture.call('cash.pairDrawer', { drawerId: DRAWER, serial: ']C0\t' });
    expect(noise.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_serial', details: [{ path: 'serial' }] },
    });
    const absent = await fixture.call('cash.pairDrawer', { drawerId: DRAWER, serial: 'CD-9999' });
    expect(absent.body).toMatchObject({
      ok: false,
      error: {
        code: 'drawer_not_on_network',
        message: expect.stringMatching(/same WiFi network/),
        values: { serial: 'CD-9999' },
      },
    });
  });

  it('opens the day: the paired drawer is kicked open once and the figures show the float', async () => {
    const drawer = await drawerSimulator('CD-1001');
    pairHere(DRAWER, drawer);
    const statusPushed = events.next<DrawerStatusView>(
      'onDrawerStatusChanged',
      (status) => status.connection === 'connected',
    );
    const transactionId = randomUUID();
    const opened = valueOf<Recorded>(
      await fixture.call('cash.recordTransaction', {
        transactionId,
        drawerId: DRAWER,
        type: 'daily_open',
        amount: usd(20000),
      }),
    );
    expect(opened.drawer).toEqual({ outcome: 'opened', notice: null });
    expect(opened.transaction).toMatchObject({
      transactionId,
      type: 'daily_open',
      amount: usd(20000),
      associate: 'associate',
    });
    expect(opened.summary).toMatchObject({ state: 'open', openingFloat: usd(20000) });
    expect(drawer.kicks).toHaveLength(1);
    expect((await statusPushed).paired).toMatchObject({ drawerId: DRAWER, serial: 'CD-1001' });

    // The same transaction id again (a double tap): nothing more recorded, no second kick.
    const again = valueOf<Recorded>(
      await fixture.call('cash.recordTransaction', {
        transactionId,
        drawerId: DRAWER,
        type: 'daily_open',
        amount: usd(20000),
      }),
    );
    expect(again.drawer.outcome).toBe('not_needed');
    expect(drawer.kicks).toHaveLength(1);
    const { transactions } = valueOf<{ transactions: CashTransactionView[] }>(
      await fixture.call('cash.listTransactions', { drawerId: DRAWER }),
    );
    expect(transactions.filter((transaction) => transaction.transactionId === transactionId)).toHaveLength(1);
  });

  it('leaves cash pulls to managers, and keeps the expected amount from an associate (blind count)', async () => {
    // Register 2, opened with a $200 float: no other test moves its cash.
    const drawer = await drawerSimulator('CD-1002');
    pairHere(SECOND_DRAWER, drawer);
    const record = (body: Record<string, unknown>) => recordOn(body, SECOND_DRAWER);
    valueOf(await record({ type: 'daily_open', amount: usd(20000) }));
    const pull = await record({ type: 'cash_pull', amount: usd(5000) });
    expect(pull.body).toMatchObject({
      ok: false,
      error: { code: 'forbidden', message: expect.stringMatching(/manager/) },
    });
    valueOf(await record({ type: 'add_petty_cash', amount: usd(1500) }));
    const blind = valueOf<DrawerSummaryView>(
      await fixture.call('cash.getSummary', { drawerId: SECOND_DRAWER }),
    );
    expect(blind).toMatchObject({
      inflows: usd(1500),
      outflows: usd(0),
      expectedAmount: null,
      variance: null,
    });

    valueOf(await fixture.call('session.signIn', { username: 'manager', password: 'manager' }));
    const pulled = valueOf<Recorded>(await record({ type: 'cash_pull', amount: usd(5000) }));
    expect(pulled.drawer.outcome).toBe('opened');
    // A count opens the drawer when counting starts; recording the count afterwards opens nothing.
    const counting = valueOf<{ drawer: DrawerOutcome }>(
      await fixture.call('cash.startCount', { drawerId: SECOND_DRAWER, type: 'audit_count' }),
    );
    expect(counting.drawer.outcome).toBe('opened');
    const kicksBeforeCount = drawer.kicks.length;
    const audit = valueOf<Recorded>(
      await record({ type: 'audit_count', amount: usd(0), countedAmount: usd(16400) }),
    );
    expect(audit.drawer.outcome).toBe('not_needed');
    expect(drawer.kicks).toHaveLength(kicksBeforeCount);
    expect(audit.summary.variance).toEqual(usd(-100));
    const seen = valueOf<DrawerSummaryView>(
      await fixture.call('cash.getSummary', { drawerId: SECOND_DRAWER }),
    );
    expect(seen).toMatchObject({ outflows: usd(5000), expectedAmount: usd(16500) });
  });

  it('refuses wrong amounts, naming the field: fractions of a cent, another currency, a negative refund', async () => {
    const fraction = await record({ type: 'add_petty_cash', amount: { minor: 10.5, currency: 'USD' } });
    expect(fraction.body).toMatchObject({
      ok: false,
      error: { code: 'invalid_request', details: [{ path: 'amount.minor' }] },
    });
    const euros = await record({ type: 'add_petty_cash', amount: { minor: 1000, currency: 'EUR' } });
    expect(euros.body).toMatchObject({ ok: false, error: { details: [{ path: 'amount.currency' }] } });
    const refund = await record({ type: 'cash_refund', amount: usd(-100) });
    expect(refund.body).toMatchObject({
      ok: false,
      error: {
        code: 'invalid_request',
        details: [{ path: 'amount.minor', message: 'must be zero or more' }],
      },
    });
    const unknownDrawer = await fixture.call('cash.getSummary', { drawerId: 'nope' });
    expect(unknownDrawer.body).toMatchObject({
      ok: false,
      error: { code: 'drawer_not_found', details: [{ path: 'drawerId' }] },
    });
  });

  it('records the transaction even when the paired drawer does not answer, saying why it did not open', async () => {
    const drawer = await DrawerSimulator.start({
      serial: 'CD-1001',
      announce: false,
      autoCloseAfterMs: null,
    });
    pairHere(DRAWER, drawer);
    await drawer.stop();
    const recorded = valueOf<Recorded>(await record({ type: 'no_sale', amount: usd(0) }));
    expect(recorded.drawer).toMatchObject({
      outcome: 'failed',
      notice: { code: 'did_not_answer' },
    });
    expect(recorded.transaction.type).toBe('no_sale');
    const status = valueOf<DrawerStatusView>(await fixture.call('cash.getDrawerStatus'));
    expect(status.connection).toBe('unreachable');
    expect(status.problem).toMatchObject({ code: 'unreachable', host: '127.0.0.1', kicking: false });
  });
});
