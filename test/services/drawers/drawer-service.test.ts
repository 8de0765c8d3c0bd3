// The drawer service against a simulated integrated drawer over real TCP: which transactions open it (the
// simulator records every kick), its status read back, and what the associate is told when it does not answer.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DrawerSimulator } from '../../../electron/devices/drawer-simulator';
import { DrawerService, type DrawerStatusEvent } from '../../../electron/services/drawers/drawer-service';
import { CashRepository } from '../../../electron/services/local-db/cash-repository';
import { openLocalDatabase } from '../../../electron/services/local-db/local-database';
import type { PairedDrawer } from '../../../electron/services/settings/workstation-settings';
import { CashTransactionSchema, type CashTransaction } from '../../../shared/contract/cash-transaction';

let drawer: DrawerSimulator;
let paired: PairedDrawer | null;
let service: DrawerService;
let statusRequests: number;

beforeEach(async () => {
  drawer = await DrawerSimulator.start({ serial: 'CD-1001', announce: false, autoCloseAfterMs: null });
  paired = { drawerId: 'drawer-1', serial: 'CD-1001', host: '127.0.0.1', port: drawer.port };
  statusRequests = 0;
  drawer.on('status-request', () => (statusRequests += 1));
  service = new DrawerService({ pairedDrawer: () => paired, client: { timeoutMs: 500 }, pollIntervalMs: 20 });
});

afterEach(async () => {
  service.stop();
  await drawer.stop();
});

function nextStatus(state: DrawerStatusEvent['state']): Promise<DrawerStatusEvent> {
  return new Promise((resolve) => {
    const listener = (event: DrawerStatusEvent): void => {
      if (event.state !== state) return;
      service.off('drawerStatusChanged', listener);
      resolve(event);
    };
    service.on('drawerStatusChanged', listener);
  });
}

describe('opening the integrated drawer', () => {
  it('kicks the drawer open on a cash sale and reports it closed once pushed shut', async () => {
    const opened = nextStatus('open');
    const result = await service.openForTransaction({
      storeMode: 'integrated',
      request: { kind: 'sale', tenders: ['cash'] },
    });
    expect(result).toEqual({ outcome: 'opened', serial: 'CD-1001', open: true });
    expect(drawer.kicks).toHaveLength(1);
    expect(drawer.kicks[0]).toMatchObject({ pin: 2, opened: true });
    expect(drawer.isOpen).toBe(true);
    expect(await opened).toMatchObject({ serial: 'CD-1001', state: 'open' });

    const closed = nextStatus('closed');
    drawer.close();
    expect(await closed).toMatchObject({ serial: 'CD-1001', state: 'closed' });
    expect(await service.readStatus()).toMatchObject({ state: 'closed' });
  });

  it('kicks it for a cash refund, a no sale and the start of a count', async () => {
    for (const request of [
      { kind: 'refund', tenders: ['cash'] },
      { kind: 'cash_transaction', type: 'no_sale' },
      { kind: 'start_count', type: 'daily_close' },
    ] as const) {
      drawer.close();
      expect(await service.openForTransaction({ storeMode: 'integrated', request })).toMatchObject({
        outcome: 'opened',
      });
    }
    expect(drawer.kicks.map((kick) => kick.opened)).toEqual([true, true, true]);
  });

  it('does not touch the drawer for a card sale', async () => {
    const result = await service.openForTransaction({
      storeMode: 'integrated',
      request: { kind: 'sale', tenders: ['card'] },
    });
    expect(result).toEqual({ outcome: 'not_needed', reason: 'no_cash_moves' });
    // Nothing reached the drawer at all: not a kick, not even a status question.
    await service.readStatus();
    expect(drawer.kicks).toEqual([]);
    expect(statusRequests).toBe(1);
    expect(drawer.isOpen).toBe(false);
  });

  it('never kicks a non-integrated drawer: the associate opens it by hand', async () => {
    const result = await service.openForTransaction({
      storeMode: 'non_integrated',
      request: { kind: 'sale', tenders: ['cash'] },
    });
    expect(result).toEqual({ outcome: 'open_by_hand', notice: { code: 'open_by_hand' } });
    expect(
      await service.openForTransaction({ storeMode: 'none', request: { kind: 'sale', tenders: ['cash'] } }),
    ).toEqual({
      outcome: 'not_needed',
      reason: 'cash_management_off',
    });
    expect(drawer.kicks).toEqual([]);
    expect(statusRequests).toBe(0);
  });

  it('never kicks the drawer paired here for a transaction on another drawer of the store', async () => {
    const result = await service.openForTransaction({
      storeMode: 'integrated',
      request: { kind: 'cash_transaction', type: 'cash_pull' },
      drawerId: 'back-office',
    });
    expect(result).toMatchObject({
      outcome: 'failed',
      code: 'drawer_not_paired',
      notice: { code: 'other_drawer', drawerId: 'back-office' },
    });
    expect(drawer.kicks).toEqual([]);
    expect(
      await service.openForTransaction({
        storeMode: 'integrated',
        request: { kind: 'cash_transaction', type: 'cash_pull' },
        drawerId: 'drawer-1',
      }),
    ).toMatchObject({ outcome: 'opened' });
    expect(drawer.kicks).toHaveLength(1);
  });
});

describe('a drawer that does not answer', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pos-drawers-'));
  });

  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  function noSale(): CashTransaction {
    return CashTransactionSchema.parse({
      transaction_id: randomUUID(),
      store_id: 'store-downtown',
      type: 'no_sale',
      amount: 0,
      currency: 'USD',
      associate: 'associate',
      created_at: '2026-03-02T16:00:00Z',
    });
  }

  it('keeps the transaction recorded and tells the associate to open the drawer with the key', async () => {
    await drawer.powerOff();
    const db = openLocalDatabase(dataDir);
    try {
      const cash = new CashRepository(db);
      const transaction = noSale();
      const unreachable = nextStatus('unreachable');
      const { drawer: result } = await service.recordThenOpen({
        storeMode: 'integrated',
        request: { kind: 'cash_transaction', type: 'no_sale' },
        record: () => cash.insertPending('drawer-1', transaction),
      });
      expect(result).toMatchObject({
        outcome: 'failed',
        code: 'drawer_unreachable',
        notice: { code: 'did_not_answer' },
        detail: expect.stringMatching(/cannot be reached/),
      });
      expect(await unreachable).toMatchObject({
        state: 'unreachable',
        problem: { code: 'unreachable', kicking: true, reason: { code: 'refused' } },
      });
      expect(cash.get(transaction.transaction_id)).toMatchObject({ state: 'pending', drawerId: 'drawer-1' });
    } finally {
      db.close();
    }
    expect(drawer.kicks).toEqual([]);
  });

  it('opens nothing when the transaction could not be recorded', async () => {
    await expect(
      service.recordThenOpen({
        storeMode: 'integrated',
        request: { kind: 'sale', tenders: ['cash'] },
        record: () => {
          throw new Error('disk full');
        },
      }),
    ).rejects.toThrow('disk full');
    expect(drawer.kicks).toEqual([]);
  });

  it('gives the same advice when the drawer takes the connection but never answers, and does not kick again', async () => {
    await drawer.hang();
    const result = await service.openForTransaction({
      storeMode: 'integrated',
      request: { kind: 'sale', tenders: ['cash'] },
    });
    expect(result).toMatchObject({
      outcome: 'failed',
      code: 'drawer_no_response',
      notice: { code: 'did_not_answer' },
    });
    await drawer.powerOff();
    await drawer.powerOn();
    expect(await service.readStatus()).toMatchObject({ state: 'closed' });
    expect(drawer.kicks).toEqual([]);
  });

  it('says no drawer is paired when the workstation has none', async () => {
    paired = null;
    expect(
      await service.openForTransaction({
        storeMode: 'integrated',
        request: { kind: 'sale', tenders: ['cash'] },
      }),
    ).toMatchObject({ outcome: 'failed', code: 'drawer_not_paired', notice: { code: 'none_paired' } });
    expect(await service.readStatus()).toEqual({ state: 'not_paired' });
  });
});
