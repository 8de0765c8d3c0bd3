// @vitest-environment jsdom
// Why an import left a record out, read in the import errors table: French and Spanish admins read it in
// their language (cell and tooltip), US English keeps the platform's sentence naming the field and value.
import { cleanup, render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportErrorTable } from '../../../renderer/src/features/setup/ImportErrorTable';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import { IMPORT_RECORD_ERROR_CODES } from '../../../shared/contract/import-record-codes';
import type { ImportError } from '../../../shared/contract/import-job';
import { translator } from '../support/translator';

afterEach(cleanup);

const PLATFORM_SENTENCE =
  "price book 'default': value: 89.999 has more decimals than USD allows (at most 2).";
const ERROR: ImportError = {
  entity: 'prices',
  file: 'data/prices.json',
  index: 1,
  product_id: 'shell-l',
  code: 'invalid_price',
  message: PLATFORM_SENTENCE,
};

function messageCell(locale: string): HTMLElement {
  render(
    <I18nProvider locale={locale}>
      <LocaleProvider locale={locale}>
        <ImportErrorTable errors={[ERROR]} importId="imp-1" />
      </LocaleProvider>
    </I18nProvider>,
  );
  const table = screen.getByRole('table');
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByRole('columnheader').length === 0)!;
  const cells = within(row).getAllByRole('cell');
  return cells[cells.length - 1]!;
}

describe('a record an import left out, in each language', () => {
  it('is worded in French and Spanish in the cell and its tooltip', () => {
    for (const locale of ['fr-CA', 'es-US']) {
      const expected = translator(locale)('errors.message.invalid_price');
      const cell = messageCell(locale);
      expect(cell.textContent, locale).toBe(expected);
      expect(cell.querySelector('[title]')?.getAttribute('title'), locale).toBe(expected);
      expect(cell.textContent, locale).not.toContain('decimals');
      cleanup();
    }
  });

  it('keeps the platform’s sentence, field and value included, in US English', () => {
    const cell = messageCell('en-US');
    expect(cell.textContent).toBe(PLATFORM_SENTENCE);
    expect(cell.querySelector('[title]')?.getAttribute('title')).toBe(PLATFORM_SENTENCE);
  });

  it('has a sentence for every record code, in every language, other than the English', () => {
    const english = translator('en-US');
    for (const locale of ['fr-CA', 'es-US']) {
      const t = translator(locale);
      for (const code of IMPORT_RECORD_ERROR_CODES) {
        const id = `errors.message.${code}` as const;
        expect(t(id), `${locale} ${code}`).not.toBe(english(id));
      }
    }
  });

  it('lists every code the platform leaves a record out with', () => {
    const raised = new Set<string>();
    const folder = join(__dirname, '../../../electron/platform/import');
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (path.endsWith('.ts')) {
          const source = readFileSync(path, 'utf8');
          for (const call of source.matchAll(/\brejected\(\s*'[a-z]+',[^;]*?'([a-z_]+)',/gs))
            raised.add(call[1]!);
        }
      }
    };
    walk(folder);
    expect(raised.size).toBeGreaterThan(5);
    for (const code of raised) expect(IMPORT_RECORD_ERROR_CODES, code).toContain(code);
  });
});
