// The first look at chosen catalog files, as pure functions: which choices are refused and why (the reason
// as data for the screen, and its English sentence), and what each JSON file's head says — read here,
// before anything is sent.
import { describe, expect, it } from 'vitest';
import {
  LOCAL_CHECK_MAX_BYTES,
  checkChosenFiles,
  choiceRefusalText,
  refuseChoice,
  type ChosenFile,
} from '../../../renderer/src/store/catalog-file-checks';

const json = (value: unknown, name: string) => new File([JSON.stringify(value)], name);
const products = (shop: string) => ({
  head: { shop, locale: 'en-US', is_master: true },
  items: [
    { product_id: 'p-1', title: 'Sock', show_in_listing: true, categories: [], external_identifiers: [] },
  ],
});
const prices = (shop: string) => ({ head: { pricebook: 'default', shop, currency: 'USD' }, items: [] });

describe('refusing a choice of files', () => {
  it('accepts the data files named as the importer expects, and one zip', () => {
    expect(refuseChoice('data_files', [json({}, 'products.json'), json({}, 'prices.json')])).toBeNull();
    expect(refuseChoice('zip', [new File(['x'], 'Spring.ZIP')])).toBeNull();
  });

  it('says why, naming the file concerned', () => {
    const metadata = Object.assign(new File(['x'], '._products.json'), {
      webkitRelativePath: '__MACOSX/data/._products.json',
    });
    expect(refuseChoice('data_files', [])).toEqual({ reason: 'no_file' });
    expect(refuseChoice('data_files', [json({}, 'products.json'), metadata])).toEqual({
      reason: 'macos_metadata',
      file: '__MACOSX/data/._products.json',
    });
    expect(refuseChoice('zip', [new File(['x'], 'a.zip'), new File(['x'], 'b.zip')])).toEqual({
      reason: 'several_zips',
    });
    expect(refuseChoice('zip', [new File(['x'], 'catalog.tar')])).toEqual({
      reason: 'not_a_zip',
      file: 'catalog.tar',
    });
    expect(refuseChoice('data_files', [json({}, 'export.json')])).toEqual({
      reason: 'unknown_name',
      file: 'export.json',
    });
    expect(refuseChoice('data_files', [json({}, 'prices.json'), json({}, 'prices.json')])).toEqual({
      reason: 'same_entity_twice',
      entity: 'prices',
    });
  });

  it('says it in a sentence for the logs and the store', () => {
    expect(choiceRefusalText({ reason: 'unknown_name', file: 'export.json' })).toBe(
      'export.json is not a catalog data file: name it products.json, prices.json or availabilities.json.',
    );
    expect(choiceRefusalText({ reason: 'same_entity_twice', entity: 'prices' })).toBe(
      'Two files are prices.json: choose one of them.',
    );
  });
});

describe('checking chosen files', () => {
  it('reads each head, and marks a prices file of another shop', async () => {
    const checks = await checkChosenFiles(
      'data_files',
      [json(products('us'), 'products.json'), json(prices('ca'), 'prices.json')],
      false,
    );
    expect(checks.map((check) => [check.name, check.entity, check.state])).toEqual([
      ['products.json', 'products', 'ok'],
      ['prices.json', 'prices', 'problems'],
    ]);
    expect(checks[0]?.summary).toMatchObject({ entity: 'products', shop: 'us', records: 1 });
    expect(checks[1]?.problems).toEqual([
      {
        path: 'head.shop',
        message: "names shop 'ca', but products.json imports into shop 'us'",
        reason: { code: 'shop_differs_from_products', values: { shop: 'ca', productsShop: 'us' } },
      },
    ]);
  });

  it('names a file that is not JSON', async () => {
    const [check] = await checkChosenFiles('data_files', [new File(['{"head": '], 'products.json')], false);
    expect(check).toMatchObject({ state: 'problems', summary: null });
    expect(check?.problems[0]?.message).toMatch(/^is not valid JSON: /);
    expect(check?.problems[0]?.reason?.code).toBe('not_json');
  });

  it('leaves a zip, a refused choice and a very large file to the main process', async () => {
    const huge: ChosenFile = {
      name: 'products.json',
      size: LOCAL_CHECK_MAX_BYTES + 1,
      slice: () => ({ arrayBuffer: () => Promise.reject(new Error('not read here')) }),
      text: () => Promise.reject(new Error('not read here')),
    };
    expect((await checkChosenFiles('data_files', [huge], false))[0]?.state).toBe('unchecked');
    expect(await checkChosenFiles('zip', [new File(['x'], 'spring.zip')], false)).toEqual([
      { name: 'spring.zip', bytes: 1, entity: null, state: 'unchecked', summary: null, problems: [] },
    ]);
    expect((await checkChosenFiles('data_files', [json({}, 'export.json')], true))[0]?.state).toBe(
      'unchecked',
    );
  });
});
