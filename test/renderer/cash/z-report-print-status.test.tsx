// @vitest-environment jsdom
// The close dialog's line about the Z report, for each state of its print job: queued until the close
// reaches the platform, printing, printed, waiting for a printer that does not answer, not printed or
// unsure — those last two say where to print it again. In French too, from the catalog.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ZReportPrintStatus } from '../../../renderer/src/features/cash/ZReportPrintStatus';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import type { PrintJobView } from '../../../shared/bridge/views/printing';

afterEach(cleanup);

const job: PrintJobView = {
  jobId: 'job-z',
  orderId: null,
  documentType: 'z_report',
  copyNumber: 1,
  copies: 1,
  printerType: 'receipt_printer',
  printerUrl: 'tcp://10.77.0.1:9100',
  state: 'queued',
  attempts: 0,
  lastError: null,
  title: 'Z report of Register 1, 2026-11-26',
  reprintOf: null,
  reportId: 'close-1',
  createdAt: '2026-11-26T22:00:00.000Z',
  printedAt: null,
};

function statusText(view: PrintJobView | undefined, locale = 'en-US'): string {
  render(
    <I18nProvider locale={locale}>
      <ZReportPrintStatus job={view} />
    </I18nProvider>,
  );
  return screen.getByRole('list', { name: locale === 'en-US' ? 'Z report' : 'Rapport Z' }).textContent ?? '';
}

describe('the Z report line of a close', () => {
  it('says it is queued until the close reaches the platform, then printing, then printed', () => {
    expect(statusText(undefined)).toBe(
      'Z report queuedIt prints on the receipt printer once the close reaches the platform.',
    );
    cleanup();
    expect(statusText(job)).toBe('Printing the Z report…');
    cleanup();
    expect(statusText({ ...job, state: 'printing', attempts: 1 })).toBe('Printing the Z report…');
    cleanup();
    expect(statusText({ ...job, state: 'printed', attempts: 1 })).toBe('Z report printed');
  });

  it('waits for a printer that does not answer, saying why', () => {
    expect(
      statusText({
        ...job,
        attempts: 2,
        lastError: {
          code: 'no_response',
          host: '10.77.0.1',
          port: 9100,
          reason: { code: 'no_answer_in_time', ms: 3000 },
        },
      }),
    ).toBe(
      'Z report queuedWaiting for the receipt printer: The printer at 10.77.0.1:9100 did not answer ' +
        '(no answer within 3000 ms). Check it is switched on and connected.',
    );
  });

  it('says where to print it again when it did not print or may not have', () => {
    const noPrinter =
      'No receipt printer is attached to this workstation (a manager attaches one in Devices)';
    const lastError = { code: 'no_printer', printerType: 'receipt_printer' } as const;
    expect(statusText({ ...job, state: 'failed', lastError })).toBe(
      `Z report not printed${noPrinter}. Print it again from Cash Management → Reports.`,
    );
    cleanup();
    expect(statusText({ ...job, state: 'needs_confirmation', attempts: 1 })).toBe(
      'Did the Z report print?The printer stopped answering while it printed. If it did not come out: ' +
        'Print it again from Cash Management → Reports.',
    );
  });

  it('speaks French in a Québec store', () => {
    expect(statusText({ ...job, state: 'failed' }, 'fr-CA')).toBe(
      'Rapport Z non impriméRéimprimez-le depuis Gestion de la caisse → Rapports.',
    );
  });
});
