// @vitest-environment jsdom
// Setup in the store's language, on the renderer's real bridge to a real host: a Québec administrator reads
// the catalog import, the stores and the documents to print in French, a US one reads them in Spanish —
// tabs, headings, buttons, the stores' count with its plural, and an import's time in the store's zone
// (not the workstation's).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../shared/contract/import-job';
import { SetupScreen } from '../../../renderer/src/features/setup';
import { ImportJobStatus } from '../../../renderer/src/features/setup/ImportJobStatus';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { createPosStore, PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import { LocaleProvider } from '../../../renderer/src/ui';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

/** Waiting for the host's answer: generous, because two cores are shared by the whole team. */
const ANSWER = { timeout: 20_000 };

let fixture: BridgeFixture;
let admin: PosStore;

beforeAll(async () => {
  fixture = await startBridgeFixture();
  admin = createPosStore(fixture.bridge());
  if (!(await admin.getState().signIn('admin', 'admin'))) throw new Error('admin could not sign in');
}, 60_000);

afterEach(() => cleanup());

afterAll(async () => {
  await fixture?.close();
});

function inLanguage(locale: string, children: React.ReactNode, timeZone = 'America/Toronto') {
  return render(
    <PosStoreProvider store={admin}>
      <LocaleProvider locale={locale} timeZone={timeZone}>
        <I18nProvider locale={locale}>{children}</I18nProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
}

const tabs = () => screen.getByRole('tablist', { name: /Configura/ });

describe('Setup in French and Spanish', () => {
  it('reads the catalog import, the stores and the documents to print in Québec French', async () => {
    inLanguage('fr-CA', <SetupScreen />);
    expect(screen.getByRole('heading', { name: 'Configuration', level: 1 })).toBeTruthy();
    for (const name of ['Importation du catalogue', 'Magasins', 'Ramassage en magasin', 'Impression'])
      expect(within(tabs()).getByRole('tab', { name: new RegExp(`^${name}`) })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1. Le catalogue' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Fichiers JSON/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lancer l’importation' })).toBeTruthy();
    expect(screen.getByText('Choisissez quoi importer.')).toBeTruthy();

    fireEvent.click(within(tabs()).getByRole('tab', { name: /^Magasins/ }));
    const table = await screen.findByRole('table', { name: 'Magasins' }, ANSWER);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Magasin', 'Adresse', 'Coordonnées', 'Boutique · liste de prix', 'État']);
    const count = admin.getState().setupStores.length;
    expect(count).toBeGreaterThan(1);
    expect(screen.getByText(`${count} magasins`)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Nouveau magasin/ })).toBeTruthy();

    fireEvent.click(within(tabs()).getByRole('tab', { name: /^Impression/ }));
    expect(
      await screen.findByRole('button', { name: 'Enregistrer les documents à imprimer' }, ANSWER),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter un document' })).toBeTruthy();
  }, 60_000);

  it('reads the same tabs in US Spanish', async () => {
    inLanguage('es-US', <SetupScreen />);
    expect(screen.getByRole('heading', { name: 'Configuración', level: 1 })).toBeTruthy();
    expect(screen.getByRole('group', { name: '1. El catálogo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar importación' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre de la importación' })).toBeTruthy();

    fireEvent.click(within(tabs()).getByRole('tab', { name: /^Tiendas/ }));
    const table = await screen.findByRole('table', { name: 'Tiendas' }, ANSWER);
    expect(within(table).getByRole('columnheader', { name: 'Coordenadas' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Buscar una tienda' })).toBeTruthy();

    fireEvent.click(within(tabs()).getByRole('tab', { name: /^Recogida en tienda/ }));
    expect(
      await screen.findByRole('button', { name: 'Guardar configuración de recogida' }, ANSWER),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Nombre visible' })).toBeTruthy();
  }, 60_000);

  it('says when an import started in the store’s time zone, and its outcome, in each language', () => {
    const job: ImportJob = {
      import_id: 'imp-7',
      status: 'finished',
      entities: ['products', 'prices'],
      counts: { products: 1200, prices: 1199, availabilities: 0, rejected: 1 },
      created_at: '2026-03-05T19:05:00Z',
      started_at: '2026-03-05T19:05:01Z',
      finished_at: '2026-03-05T19:06:00Z',
    };
    // 19:05 UTC is 14:05 in Montréal and 11:05 in Los Angeles, whatever the workstation's clock says.
    inLanguage('fr-CA', <ImportJobStatus job={job} sourceUri={null} errorCount={1} />, 'America/Toronto');
    const french = screen.getByText(/Importation imp-7/).parentElement!;
    expect(french.textContent).toMatch(/Produits · Prix · commencée le .*14 h 05/);
    expect(screen.getByText('1 enregistrement a été rejeté')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Progression de l’importation' }).textContent).toContain(
      'Terminée',
    );
    cleanup();

    inLanguage('es-US', <ImportJobStatus job={job} sourceUri={null} errorCount={2} />, 'America/Los_Angeles');
    const spanish = screen.getByText(/Importación imp-7/).parentElement!;
    expect(spanish.textContent).toMatch(/Productos · Precios · iniciada el .*11:05/);
    expect(screen.getByText('Se rechazaron 2 registros')).toBeTruthy();
  });

  it('says why an import failed from its code in each language, the platform’s words only for a code it does not know', () => {
    const failed = (code: string): ImportJob => ({
      import_id: 'imp-8',
      status: 'failed',
      entities: ['products'],
      counts: { products: 0, prices: 0, availabilities: 0, rejected: 0 },
      created_at: '2026-03-05T19:05:00Z',
      started_at: '2026-03-05T19:05:01Z',
      finished_at: '2026-03-05T19:05:02Z',
      failure: { code, message: 'The archive has no data/ folder at its root; put products.json in data/.' },
    });
    const failure = () => screen.getByRole('alert').textContent ?? '';
    const job = failed('missing_data_folder');
    inLanguage('fr-CA', <ImportJobStatus job={job} sourceUri={null} errorCount={0} />);
    expect(failure()).toContain('L’archive n’a pas de dossier data/ à sa racine.');
    expect(failure()).not.toContain('The archive');
    cleanup();
    inLanguage('es-US', <ImportJobStatus job={job} sourceUri={null} errorCount={0} />);
    expect(failure()).toContain('El archivo ZIP no tiene una carpeta data/ en su raíz.');
    cleanup();
    inLanguage('en-US', <ImportJobStatus job={job} sourceUri={null} errorCount={0} />);
    expect(failure()).toContain('The archive has no data/ folder at its root.');
    cleanup();
    inLanguage('fr-CA', <ImportJobStatus job={failed('quota_exceeded')} sourceUri={null} errorCount={0} />);
    expect(failure()).toContain('The archive has no data/ folder at its root; put products.json in data/.');
  });
});
