// @vitest-environment jsdom
// The list of recent imports an administrator scans on the Setup screen: an import whose data is in but
// whose on-hold pickup orders were not rerouted says so in the list, in each of the app's languages, not
// only once it is opened.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { ImportHistory } from '../../../renderer/src/features/setup/ImportHistory';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';

afterEach(cleanup);

function finishedJob(importId: string, overrides: Partial<ImportJob> = {}): ImportJob {
  return {
    import_id: importId,
    status: 'finished',
    entities: ['availabilities'],
    counts: { products: 0, prices: 0, availabilities: 12, rejected: 0 },
    created_at: '2026-03-05T19:05:00Z',
    started_at: '2026-03-05T19:05:01Z',
    finished_at: '2026-03-05T19:06:00Z',
    ...overrides,
  };
}

const REROUTE_FAILED = { code: 'reroute_failed', message: 'gave up rerouting after 6 attempts' };

function showHistory(locale: string, jobs: ImportJob[]) {
  render(
    <LocaleProvider locale={locale} timeZone="America/Toronto">
      <I18nProvider locale={locale}>
        <ImportHistory jobs={jobs} selectedId={null} onOpen={() => undefined} />
      </I18nProvider>
    </LocaleProvider>,
  );
  return screen.getAllByRole('row').slice(1);
}

describe('the import history', () => {
  const cases = [
    { locale: 'en-US', finished: 'Finished', note: 'Orders not rerouted' },
    { locale: 'fr-CA', finished: 'Terminée', note: 'Commandes non réacheminées' },
    { locale: 'es-US', finished: 'Terminada', note: 'Pedidos no redirigidos' },
  ];

  for (const { locale, finished, note } of cases) {
    it(`marks the import whose orders were not rerouted, and only that one (${locale})`, () => {
      const [failedReroute, clean] = showHistory(locale, [
        finishedJob('imp-2', { reroute_failure: REROUTE_FAILED }),
        finishedJob('imp-1'),
      ]);
      const marked = within(failedReroute!).getByText(note);
      expect(marked.className).toContain('badge--warning');
      expect(within(failedReroute!).getByText(finished)).toBeTruthy();
      expect(within(clean!).queryByText(note)).toBeNull();
      expect(within(clean!).getByText(finished)).toBeTruthy();
      // Worded from the failure's presence, never with the platform's English message.
      expect(document.body.textContent).not.toContain('gave up rerouting');
    });
  }
});
