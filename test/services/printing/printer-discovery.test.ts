// Printers found over mDNS inside a private network namespace: offered for set-up with their tcp:// address,
// and a printer announcing itself again gets its waiting jobs at once.
import { describe, expect, it } from 'vitest';
import { runInNamespace } from '../../support/network-namespace';

describe('printer discovery inside a private network namespace', () => {
  it('offers an announced printer and sends its queued invoice as soon as it announces itself again', async () => {
    const outcome = await runInNamespace<Record<string, unknown>>(
      'test/services/printing/fixtures/printer-comes-back.ts',
    );
    expect(outcome.error).toBeUndefined();
    const result = outcome.result!;
    expect(result.offered).toEqual({
      name: 'Back office printer',
      address: expect.stringMatching(/^tcp:\/\/10\.77\.0\.[12]:\d+$/),
      model: 'EPSON TM-T88VII',
      suggestedCommandSet: 'EPSON',
    });
    expect(result.waiting).toEqual({
      state: 'queued',
      attempts: 1,
      lastError: expect.objectContaining({ code: 'unreachable' }),
    });
    // One failed try, then the next one came from the announcement (the backoff was 10 minutes).
    expect(result.printed).toEqual({ state: 'printed', attempts: 2, jobId: true });
    expect(result.received).toBe(1);
  }, 90_000);
});
