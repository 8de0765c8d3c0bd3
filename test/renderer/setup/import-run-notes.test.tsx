// @vitest-environment jsdom
// An import as the manager watches it on the Setup screen: while it runs, its phase and the records read so
// far (counted the store's way); once finished with its on-hold pickup orders not rerouted, a warning that
// says the data is in and what to do — in US English and Québec French.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { ImportJobStatus } from '../../../renderer/src/features/setup/ImportJobStatus';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';

afterEach(cleanup);

function job(overrides: Partial<ImportJob>): ImportJob {
  return {
    import_id: 'imp-42',
    status: 'running',
    entities: ['products', 'prices'],
    counts: { products: 0, prices: 0, availabilities: 0, rejected: 0 },
    created_at: '2026-03-05T19:05:00Z',
    started_at: '2026-03-05T19:05:01Z',
    finished_at: null,
    ...overrides,
  };
}

function showStatus(locale: string, shown: ImportJob, errorCount = 0) {
  return render(
    <LocaleProvider locale={locale} timeZone="America/Toronto">
      <I18nProvider locale={locale}>
        <ImportJobStatus job={shown} sourceUri={null} errorCount={errorCount} />
      </I18nProvider>
    </LocaleProvider>,
  );
}

/** The line that says how the running import is getting on: its phase, then the records read so far. */
const runStatus = () => document.querySelector('.import-status__run')?.textContent ?? '';

describe('a running import’s progress', () => {
  it('shows the phase and the records read, counted in English', () => {
    showStatus('en-US', job({ phase: 'reading', progress: { records_read: 12_345 } }));
    expect(runStatus()).toContain('Reading the records · 12,345 records read');
    cleanup();

    showStatus('en-US', job({ phase: 'applying', progress: { records_read: 1 } }));
    expect(runStatus()).toContain('Applying the records · 1 record read');
  });

  it('shows the phase and the records read, counted in Québec French', () => {
    showStatus('fr-CA', job({ phase: 'reading', progress: { records_read: 12_345 } }));
    // French groups thousands with a (narrow) no-break space.
    expect(runStatus().replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Lecture des enregistrements · 12 345 enregistrements lus',
    );
    cleanup();

    showStatus('fr-CA', job({ phase: 'applying', progress: { records_read: 1 } }));
    expect(runStatus()).toContain('Application des enregistrements · 1 enregistrement lu');
  });

  it('announces the phase to a screen reader, not the count that moves every second', () => {
    showStatus('en-US', job({ phase: 'applying', progress: { records_read: 4_200 } }));
    expect(screen.getByRole('status').textContent).toBe('Applying the records');
    expect(runStatus()).toContain('4,200 records read');
  });

  it('shows only the phase while the archive downloads, and no count once the job ended', () => {
    showStatus('en-US', job({ phase: 'downloading' }));
    expect(runStatus()).toContain('Downloading the archive');
    expect(runStatus()).not.toContain('read');
    cleanup();

    showStatus('en-US', job({ status: 'finished', finished_at: '2026-03-05T19:06:00Z' }));
    expect(screen.queryByText(/records? read/)).toBeNull();
  });
});

describe('a finished import whose on-hold orders were not rerouted', () => {
  const rerouteFailed = job({
    status: 'finished',
    finished_at: '2026-03-05T19:06:00Z',
    counts: { products: 3, prices: 3, availabilities: 0, rejected: 0 },
    reroute_failure: { code: 'reroute_failed', message: 'gave up rerouting after 3 attempts' },
  });

  it('warns in English that the data is in but orders waiting for stock stayed on hold', () => {
    showStatus('en-US', rerouteFailed);
    expect(screen.getByText('Imported without errors')).toBeTruthy();
    const warning = screen.getByText('Imported, but orders waiting for stock were not sent to stores');
    expect(warning.closest('.banner--warning')).not.toBeNull();
    expect(document.body.textContent).toContain(
      'in Pickup, open each order on hold and reroute it to a store that has the items.',
    );
    expect(document.body.textContent).not.toContain('gave up rerouting');
  });

  it('warns in Québec French, not in the platform’s English', () => {
    showStatus('fr-CA', rerouteFailed);
    const warning = screen.getByText(
      'Importation faite, mais les commandes en attente de stock n’ont pas été envoyées aux magasins',
    );
    expect(warning.closest('.banner--warning')).not.toBeNull();
    expect(document.body.textContent).toContain('réacheminez-la vers un magasin qui a les articles');
    expect(document.body.textContent).not.toContain('gave up rerouting');
  });

  it('says nothing about rerouting when the orders were rerouted', () => {
    showStatus('en-US', { ...rerouteFailed, reroute_failure: undefined });
    expect(screen.queryByText(/not sent to stores/)).toBeNull();
  });
});
