// @vitest-environment jsdom
// What the workstation finds in a chosen catalog before sending it (a file that is not JSON, a __MACOSX
// folder, a data/ folder with no data file) reaches Setup → Import through the bridge with its reason code
// and values, and is shown beside the file in Québec French and US Spanish; US English keeps the check's own
// words. The refusals are made by the real preflight and carried by the real bridge error conversion.
import { cleanup, render, screen, within } from '@testing-library/react';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toBridgeErrorInfo } from '../../../electron/host/to-bridge-error';
import {
  inspectDataFiles,
  inspectZipArchive,
} from '../../../electron/services/archive-share/archive-preflight';
import { BridgeError } from '../../../shared/bridge';
import { ChosenFiles } from '../../../renderer/src/features/setup/ChosenFiles';
import type { ChosenFileCheck } from '../../../renderer/src/store/setup-slice';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui';
import { buildImportArchive, buildZip } from '../../platform/support/zip-builder';
import { product, productsFile } from '../../platform/import/support/catalog-fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'preflight-words-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => cleanup());

function written(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** The error the bridge answers for what the preflight threw. */
async function bridgeErrorOf(check: () => Promise<unknown>): Promise<BridgeError> {
  const thrown = await check().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (thrown === undefined) throw new Error('expected the preflight to refuse');
  return BridgeError.from(toBridgeErrorInfo(thrown, () => undefined));
}

/** What the chosen file's entry says, as the manager reads it in `locale`. */
function problemsShown(locale: string, check: ChosenFileCheck, uploadError: BridgeError): string {
  render(
    <LocaleProvider locale={locale} timeZone="America/Toronto">
      <I18nProvider locale={locale}>
        <ChosenFiles
          checks={[check]}
          refusal={null}
          uploadError={uploadError}
          sending={false}
          sent={0}
          total={0}
          preparedBytes={null}
          preparedFiles={null}
        />
      </I18nProvider>
    </LocaleProvider>,
  );
  const text = within(screen.getByRole('listitem', { name: check.name })).getByRole('list').textContent;
  cleanup();
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}

const unchecked = (name: string, entity: ChosenFileCheck['entity']): ChosenFileCheck => ({
  name,
  bytes: 80 * 1024 * 1024,
  entity,
  state: 'unchecked',
  summary: null,
  problems: [],
});

describe('a chosen catalog refused before it is sent', () => {
  it('says where a data file stops being JSON in French and Spanish', async () => {
    const text = '{\n  "head": {"shop": "x"},\n  "items": [{"id": "a",}]\n}';
    const error = await bridgeErrorOf(() =>
      inspectDataFiles(new Map([['products', written('products.json', text)]])),
    );
    const check = unchecked('products.json', 'products');
    expect(problemsShown('fr-CA', check, error)).toBe(
      'data/products.json n’est pas du JSON valide : l’erreur est à la ligne 3, colonne 24, dans « items.0 ».',
    );
    expect(problemsShown('es-US', check, error)).toBe(
      'data/products.json no es JSON válido: el error está en la línea 3, columna 24, en “items.0”.',
    );
    expect(problemsShown('en-US', check, error)).toMatch(/^is not valid JSON: \S/);
  });

  it('names a __MACOSX entry and a data/ folder without data files in French and Spanish', async () => {
    const macosx = await bridgeErrorOf(() =>
      inspectZipArchive(
        written(
          'macosx.zip',
          buildImportArchive({
            products: productsFile([product('a')]),
            extra: [{ name: '__MACOSX/data/._products.json', content: 'resource fork' }],
          }),
        ),
      ),
    );
    const zip = unchecked('catalog.zip', null);
    expect(problemsShown('fr-CA', zip, macosx)).toBe(
      'L’archive contient un dossier __MACOSX de métadonnées de macOS (« __MACOSX/data/._products.json »).',
    );
    expect(problemsShown('es-US', zip, macosx)).toBe(
      'El archivo ZIP contiene una carpeta __MACOSX con metadatos de macOS (“__MACOSX/data/._products.json”).',
    );

    const empty = await bridgeErrorOf(() =>
      inspectZipArchive(
        written('empty.zip', buildZip([{ name: 'data/' }, { name: 'data/notes.txt', content: 'x' }])),
      ),
    );
    expect(problemsShown('fr-CA', zip, empty)).toBe(
      'L’archive ne contient aucun fichier de données à importer.',
    );
    expect(problemsShown('en-US', zip, empty)).toBe(
      'data/ holds no products.json, prices.json or availabilities.json',
    );
  });
});
