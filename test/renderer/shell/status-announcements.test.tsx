// @vitest-environment jsdom
// What the shell says out loud when something changes on its own, on the real bridge: the workstation
// going offline (at once) and coming back (politely), and documents printed or failing.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import { App } from '../../../renderer/src/App';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;
let store: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  store = createPosStore(fixture.bridge());
  await store.getState().loadSession();
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  expect(await store.getState().selectStore('us-nyc-soho')).toBe(true);
});

afterEach(cleanup);

afterAll(async () => {
  await fixture?.close();
});

const ANSWER = { timeout: 15_000 };

function spoken(politeness: 'polite' | 'assertive'): string {
  return screen.getByTestId(`announcer-${politeness}`).textContent ?? '';
}

function job(state: PrintJobView['state'], overrides: Partial<PrintJobView> = {}): PrintJobView {
  return {
    jobId: 'job-1',
    orderId: 'ord-1',
    documentType: 'invoice',
    copyNumber: 1,
    copies: 2,
    printerType: 'document_printer',
    printerUrl: 'tcp://127.0.0.1:9100',
    state,
    attempts: 1,
    lastError: null,
    title: 'Invoice W-1001',
    reprintOf: null,
    reportId: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    printedAt: null,
    ...overrides,
  };
}

describe('status announcements', () => {
  it('say when the workstation goes offline and when it is back', async () => {
    render(<App store={store} />);
    await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
    await waitFor(() => expect(store.getState().sync).not.toBeNull(), ANSWER);
    const sync = store.getState().sync;
    if (!sync) throw new Error('no sync state');
    expect(spoken('assertive')).toBe('');

    act(() => store.setState({ sync: { ...sync, connectivity: 'offline', phase: 'offline' } }));
    expect(spoken('assertive')).toContain('Offline. Keep working');

    act(() => store.setState({ sync: { ...sync, connectivity: 'online', phase: 'idle' } }));
    expect(spoken('polite')).toContain('Back online');
  });

  it('say when a document printed, and at once when one failed or may be incomplete', async () => {
    render(<App store={store} />);
    await screen.findByRole('navigation', { name: 'Main' }, ANSWER);
    // Jobs first seen (a list loaded) are not news.
    act(() => store.getState().rememberPrintJobs([job('queued'), job('queued', { jobId: 'job-2' })]));
    expect(spoken('polite')).toBe('');

    act(() => store.getState().rememberPrintJobs([job('printed')]));
    expect(spoken('polite')).toBe('Invoice, copy 1 of 2 printed.');

    act(() =>
      store.getState().rememberPrintJobs([
        job('failed', {
          jobId: 'job-2',
          copyNumber: 2,
          lastError: { code: 'no_printer', printerType: 'document_printer' },
        }),
      ]),
    );
    expect(spoken('assertive')).toBe(
      'Invoice, copy 2 of 2 did not print: No document printer is attached to this workstation ' +
        '(a manager attaches one in Devices).',
    );

    act(() =>
      store.getState().rememberPrintJobs([job('needs_confirmation', { jobId: 'job-2', copyNumber: 2 })]),
    );
    expect(spoken('assertive')).toContain('Invoice, copy 2 of 2 may not have come out complete');
  });

  it('speak the session’s language: a French workstation hears its documents in French', async () => {
    expect(await store.getState().setLocale('fr-CA')).toBe(true);
    try {
      render(<App store={store} />);
      await screen.findByRole('navigation', { name: 'Principal' }, ANSWER);
      act(() => store.getState().rememberPrintJobs([job('queued', { jobId: 'job-3' })]));
      act(() => store.getState().rememberPrintJobs([job('printed', { jobId: 'job-3' })]));
      expect(spoken('polite')).toMatch(/^Facture.*: imprimé\.$/);
    } finally {
      cleanup();
      expect(await store.getState().setLocale('en-US')).toBe(true);
    }
  });
});
