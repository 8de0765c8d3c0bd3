// The workstation's own look at a catalog before it is sent answers the values of what it refuses (the
// file, where a file stops being JSON, the shops that differ) and a reason code on each field, the same as
// the platform's import failure, so the Import screen words it in French and Spanish too.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ArchiveRefusedError } from '../../../electron/services/archive-share/archive-errors';
import {
  inspectDataFiles,
  inspectZipArchive,
} from '../../../electron/services/archive-share/archive-preflight';
import type { ImportEntity } from '../../../shared/contract/import-job';
import { buildImportArchive, buildZip } from '../../platform/support/zip-builder';
import { priceBook, product, productsFile } from '../../platform/import/support/catalog-fixtures';

const SHOP = 'preflight-shop';
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'archive-preflight-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

async function refusal(action: () => Promise<unknown>): Promise<ArchiveRefusedError> {
  const error = await action().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error instanceof ArchiveRefusedError) return error;
  throw new Error(`expected an ArchiveRefusedError, got ${String(error)}`);
}

const inspect = (files: Partial<Record<ImportEntity, string>>) =>
  inspectDataFiles(new Map(Object.entries(files) as Array<[ImportEntity, string]>));

describe('archive preflight values', () => {
  it('says on which line, column and value a chosen file stops being JSON', async () => {
    const text = '{\n  "head": {"shop": "x"},\n  "items": [{"id": "a",}]\n}';
    const refused = await refusal(() => inspect({ products: file('products.json', text) }));
    expect(refused.code).toBe('invalid_json');
    expect(refused.message).toMatch(/^data\/products\.json is not valid JSON: .+\.$/);
    const values = { file: 'data/products.json', line: 3, column: 24, path: 'items.0' };
    expect(refused.values).toEqual(values);
    expect(refused.details).toEqual([
      {
        path: 'files.products',
        message: expect.stringMatching(/^is not valid JSON: [^.]/),
        reason: { code: 'invalid_json', values },
      },
    ]);
  });

  it('names the first bad head field and how many the file has, each field with its reason', async () => {
    const products = productsFile([product('a')], { shop: SHOP, locale: 'english' });
    const refused = await refusal(() =>
      inspect({ products: file('products.json', JSON.stringify(products)) }),
    );
    expect(refused.code).toBe('invalid_head');
    expect(refused.values).toEqual({
      problem: 'schema',
      file: 'data/products.json',
      field: 'head.locale',
      issues: 1,
    });
    expect(refused.details).toEqual([
      {
        path: 'files.products.head.locale',
        message: expect.any(String),
        reason: expect.objectContaining({ code: expect.any(String) }),
      },
    ]);
  });

  it('names both shops when a prices file is for another shop than the products file', async () => {
    const refused = await refusal(() =>
      inspect({
        products: file('products.json', JSON.stringify(productsFile([product('a')], { shop: SHOP }))),
        prices: file('prices.json', JSON.stringify(priceBook('default', 'USD', [], 'elsewhere'))),
      }),
    );
    expect(refused.values).toEqual({
      problem: 'shop_mismatch',
      file: 'data/prices.json',
      shop: 'elsewhere',
      expected_file: 'data/products.json',
      expected_shop: SHOP,
    });
  });

  it('answers the platform’s values for a zip it would refuse, and a data/ folder with no data file', async () => {
    const macosx = buildImportArchive({
      products: productsFile([product('a')], { shop: SHOP }),
      extra: [{ name: '__MACOSX/data/._products.json', content: 'resource fork' }],
    });
    const refused = await refusal(() => inspectZipArchive(file('macosx.zip', macosx)));
    expect(refused.code).toBe('macosx_folder');
    expect(refused.values).toEqual({ entry: '__MACOSX/data/._products.json' });

    const empty = buildZip([{ name: 'data/' }, { name: 'data/notes.txt', content: 'nothing here' }]);
    const none = await refusal(() => inspectZipArchive(file('empty.zip', empty)));
    expect(none.details).toEqual([
      {
        path: 'files.archive',
        message: 'data/ holds no products.json, prices.json or availabilities.json',
        reason: { code: 'invalid_head', values: { problem: 'no_data_file' } },
      },
    ]);
  });
});
