// The print jobs the screens show: answers and pushed events arrive in either order, and a copy that
// printed must never go back to "Printing…" when the (older) answer that queued it arrives last.
import { describe, expect, it } from 'vitest';
import type { BridgeApi } from '../../../shared/bridge';
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import { createPosStore } from '../../../renderer/src/store/pos-store';

const queued: PrintJobView = {
  jobId: 'job-1',
  orderId: null,
  documentType: 'sale_receipt',
  copyNumber: 1,
  copies: 1,
  printerType: 'receipt_printer',
  printerUrl: 'tcp://10.77.0.1:9100',
  state: 'queued',
  attempts: 0,
  lastError: null,
  title: 'Receipt',
  reprintOf: null,
  reportId: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  printedAt: null,
};
const printed: PrintJobView = {
  ...queued,
  state: 'printed',
  attempts: 1,
  printedAt: '2026-11-25T10:00:01.000Z',
};

// Remembering jobs calls nothing on the bridge.
const store = () => createPosStore({} as BridgeApi);

describe('print jobs on screen', () => {
  it('keeps a printed copy printed when the answer that queued it arrives after the push', () => {
    const state = store();
    state.getState().rememberPrintJobs([printed]);
    state.getState().rememberPrintJobs([queued]);
    expect(state.getState().printJobs['job-1']).toEqual(printed);
  });

  it('follows a job forward: queued, then printed', () => {
    const state = store();
    state.getState().rememberPrintJobs([queued]);
    expect(state.getState().printJobs['job-1']?.state).toBe('queued');
    state.getState().rememberPrintJobs([printed]);
    expect(state.getState().printJobs['job-1']).toEqual(printed);
  });

  it('takes a failed copy queued again (retry) as it comes', () => {
    const state = store();
    state.getState().rememberPrintJobs([{ ...queued, state: 'failed', lastError: { code: 'paper_out' } }]);
    state.getState().rememberPrintJobs([queued]);
    expect(state.getState().printJobs['job-1']?.state).toBe('queued');
  });
});
