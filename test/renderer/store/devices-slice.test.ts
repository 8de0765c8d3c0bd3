// The devices slice through getState(), on the real bridge to a real host with the embedded platform's demo
// tenant and a virtual network printer on 127.0.0.1: a manager attaches the receipt printer (an address
// where nothing answers is refused unless kept on purpose), reads its status, prints a test page that comes
// out of the printer, and removes it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { VirtualPrinter } from '../../../electron/devices/virtual-printer';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import type { PrinterDraft } from '../../../renderer/src/store/devices-slice';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
let printer: VirtualPrinter;
let store: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  printer = await VirtualPrinter.start({ port: 0, host: '127.0.0.1', commandSet: 'epson' });
});

afterAll(async () => {
  await fixture?.close();
  await printer?.stop();
});

// Each test starts at a new window, the manager signed in at SoHo, no printer attached.
beforeEach(async () => {
  store = createPosStore(fixture.bridge());
  expect(await store.getState().signIn('manager', 'manager')).toBe(true);
  expect(await store.getState().selectStore('us-nyc-soho')).toBe(true);
  expect(await store.getState().removePrinter('receipt_printer')).toBe(true);
});

const receiptPrinter = (): PrinterDraft => ({
  name: ' Counter printer ',
  address: `127.0.0.1:${printer.port}`,
  model: 'EPSON',
  paperWidthMm: 80,
});

describe('the devices slice', () => {
  it('attaches the receipt printer, shows it ready, and removes it', async () => {
    expect(await store.getState().attachPrinter('receipt_printer', receiptPrinter())).toBe(true);
    expect(store.getState().printers?.receipt_printer).toMatchObject({ name: 'Counter printer' });
    await store.getState().loadPrinters();
    expect(store.getState().printerStatus.receipt_printer).toMatchObject({ reachable: true, ready: true });

    expect(await store.getState().removePrinter('receipt_printer')).toBe(true);
    expect(store.getState().printers?.receipt_printer).toBeNull();
    expect(store.getState().printerStatus.receipt_printer).toBeUndefined();
  });

  it('refuses an address where no printer answers, unless the manager keeps it on purpose', async () => {
    const nowhere = { ...receiptPrinter(), address: '127.0.0.1:9' };
    expect(await store.getState().attachPrinter('receipt_printer', nowhere)).toBe(false);
    expect(store.getState().printerSave.error?.reasonFor('printer.address')).toBeDefined();
    store.getState().clearPrinterSave();
    expect(store.getState().printerSave.error).toBeNull();

    expect(
      await store.getState().attachPrinter('receipt_printer', nowhere, { evenIfUnreachable: true }),
    ).toBe(true);
    await store.getState().checkPrinterStatus('receipt_printer');
    expect(store.getState().printerStatus.receipt_printer).toMatchObject({ reachable: false, ready: false });
  });

  it('prints a test page that comes out of the printer, and follows its job', async () => {
    expect(await store.getState().attachPrinter('receipt_printer', receiptPrinter())).toBe(true);
    const before = printer.jobs.length;
    await store.getState().printTestPage('receipt_printer');
    expect(store.getState().testPrintStatus.status).toBe('done');
    const jobId = store.getState().testPageJobs.receipt_printer;
    expect(jobId && store.getState().printJobs[jobId]).toMatchObject({ printerType: 'receipt_printer' });
    await printer.waitForJobs(before + 1);
  });
});
