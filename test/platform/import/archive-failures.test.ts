import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportEntity, ImportJob } from '../../../shared/contract/import-job';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive, buildZip, type ZipEntry } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { runImport } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

// Small limits so that hostile archives stay small: 50 kB compressed, 200 kB inflated, ratio 200.
const LIMITS = { maxCompressedBytes: 50_000, maxUncompressedBytes: 200_000, maxCompressionRatio: 200 };

const validProducts = JSON.stringify(productsFile([product('p-1')]));
const validPrices = JSON.stringify(priceBook('default', 'USD', [{ product_id: 'p-1', value: 10 }]));

/** An archive with a well-formed data/ folder plus the given entries. */
function archiveWith(...extra: ZipEntry[]): Buffer {
  return buildZip([
    { name: 'data/' },
    { name: 'data/products.json', content: validProducts },
    { name: 'data/prices.json', content: validPrices },
    ...extra,
  ]);
}

/** Text of random 'a'/'b': deflates about 7 times, far below the ratio limit. */
function lowEntropyText(length: number): string {
  return [...randomBytes(length)].map((byte) => (byte & 1 ? 'a' : 'b')).join('');
}

describe('job-level failures: the job fails and nothing from the archive is applied', () => {
  let server: ArchiveServer;
  let otherCaServer: ArchiveServer;
  let platform: TestPlatform;
  let published = 0;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    server = await startArchiveServer(certificates);
    otherCaServer = await startArchiveServer(createTestCertificates());
    platform = await startTestPlatform({ extraCaCertificates: [certificates.caPem], importLimits: LIMITS });
  });

  afterAll(async () => {
    await platform?.close();
    await server?.close();
    await otherCaServer?.close();
  });

  async function importFails(
    uriOrArchive: string | Buffer,
    code: string,
    entities: ImportEntity[] = ['products', 'prices'],
  ): Promise<ImportJob> {
    const uri =
      typeof uriOrArchive === 'string'
        ? uriOrArchive
        : server.publish(`/archive-${(published += 1)}.zip`, uriOrArchive);
    const { job, errors } = await runImport(platform, uri, entities);
    expect(job.failure, `job ${JSON.stringify(job)}`).toMatchObject({ code });
    expect(job.status).toBe('failed');
    expect(job.counts).toEqual({ products: 0, prices: 0, availabilities: 0, rejected: 0 });
    expect(job.finished_at).toEqual(expect.any(String));
    expect(errors).toEqual([]);
    // Nothing was applied: the shop still has no catalog at all.
    const listing = await platform.call('GET', `/api/v1/shops/${SHOP}/products?locale=${LOCALE}`, {
      as: 'admin',
    });
    expect(listing.status).toBe(404);
    return job;
  }

  it('unsupported_uri: only https:// and s3:// archives are fetched', async () => {
    for (const uri of [
      'ftp://127.0.0.1/catalog.zip',
      'http://127.0.0.1:9/catalog.zip',
      'file:///etc/passwd',
    ]) {
      const job = await importFails(uri, 'unsupported_uri');
      expect(job.failure?.message).toContain(new URL(uri).protocol);
      expect(job.failure?.values).toEqual({ uri, scheme: new URL(uri).protocol });
    }
    const noKey = await importFails('s3://catalogs/', 'unsupported_uri');
    expect(noKey.failure?.values).toEqual({ uri: 's3://catalogs/', scheme: 's3:' });
  });

  it('download_failed: a missing file, an unreachable host, a certificate from an untrusted CA', async () => {
    const missing = await importFails(server.urlFor('/no-such-archive.zip'), 'download_failed');
    expect(missing.failure?.message).toContain('HTTP 404');
    expect(missing.failure?.values).toEqual({
      uri: server.urlFor('/no-such-archive.zip'),
      reason: 'http_status',
      status: 404,
    });

    const unreachable = await importFails('https://127.0.0.1:9/catalog.zip', 'download_failed');
    expect(unreachable.failure?.message).toContain('ECONNREFUSED');
    expect(unreachable.failure?.values).toEqual({
      uri: 'https://127.0.0.1:9/catalog.zip',
      reason: 'network',
      error: 'ECONNREFUSED',
    });

    const untrusted = otherCaServer.publish(
      '/catalog.zip',
      buildImportArchive({ products: JSON.parse(validProducts) }),
    );
    const job = await importFails(untrusted, 'download_failed', ['products']);
    expect(job.failure?.message).toMatch(/certificate/);
    expect(job.failure?.values).toEqual({
      uri: untrusted,
      reason: 'certificate',
      error: expect.stringMatching(/CERT|SIGNATURE/),
    });
  });

  it('archive_too_large: a download over the compressed limit, with and without Content-Length', async () => {
    const big = buildZip([{ name: 'data/products.json', content: randomBytes(60_000), method: 'store' }]);
    const declared = await importFails(big, 'archive_too_large');
    expect(declared.failure?.message).toContain('50000');
    expect(declared.failure?.values).toEqual({ limit: 'download', bytes: big.length, max_bytes: 50_000 });
    const streamed = server.publish('/chunked-big.zip', big, { chunked: true });
    // Without Content-Length the size is only known to be over the limit.
    const chunked = await importFails(streamed, 'archive_too_large');
    expect(chunked.failure?.values).toEqual({ limit: 'download', max_bytes: 50_000 });
  });

  it('archive_too_large: entries that together inflate over the limit', async () => {
    const job = await importFails(
      archiveWith(
        { name: 'data/notes-1.txt', content: lowEntropyText(120_000) },
        { name: 'data/notes-2.txt', content: lowEntropyText(120_000) },
      ),
      'archive_too_large',
    );
    expect(job.failure?.message).toContain('data/notes-2.txt');
    expect(job.failure?.values).toEqual({ limit: 'inflated', entry: 'data/notes-2.txt', max_bytes: 200_000 });
  });

  it('zip_bomb_suspected: an entry whose declared sizes show a compression ratio over 200', async () => {
    const job = await importFails(
      archiveWith({ name: 'data/zeros.bin', content: Buffer.alloc(150_000) }),
      'zip_bomb_suspected',
    );
    expect(job.failure?.message).toContain('data/zeros.bin');
    expect(job.failure?.message).toContain('declares 150000 bytes');
    expect(job.failure?.values).toEqual({ entry: 'data/zeros.bin', check: 'ratio', max_ratio: 200 });
  });

  it('zip_bomb_suspected: a header that understates what the entry really inflates to', async () => {
    const padded = `${validProducts}${' '.repeat(150_000)}`;
    const archive = buildZip([
      { name: 'data/' },
      // The header claims 400 bytes (a harmless ratio); inflating yields 150 kB.
      { name: 'data/products.json', content: padded, declaredUncompressedSize: 400 },
      { name: 'data/prices.json', content: validPrices },
    ]);
    const job = await importFails(archive, 'zip_bomb_suspected');
    expect(job.failure?.message).toContain('more than the 400 bytes its header declares');
    expect(job.failure?.values).toEqual({
      entry: 'data/products.json',
      check: 'understated_size',
      declared_bytes: 400,
    });
  });

  it('not_a_zip: any other file, or a truncated zip', async () => {
    const text = await importFails(Buffer.from('this is a text file, not an archive'), 'not_a_zip');
    // Not a zip at all: no entry to name.
    expect(text.failure?.values).toBeUndefined();
    const whole = archiveWith();
    await importFails(whole.subarray(0, whole.length - 30), 'not_a_zip');
  });

  it('macosx_folder: a __MACOSX folder anywhere in the archive', async () => {
    const atRoot = await importFails(
      archiveWith({ name: '__MACOSX/' }, { name: '__MACOSX/data/._products.json', content: 'resource fork' }),
      'macosx_folder',
    );
    expect(atRoot.failure?.message).toContain('__MACOSX');
    expect(atRoot.failure?.values).toEqual({ entry: '__MACOSX/' });
    const nested = await importFails(
      archiveWith({ name: 'data/__MACOSX/._prices.json', content: 'x' }),
      'macosx_folder',
    );
    expect(nested.failure?.values).toEqual({ entry: 'data/__MACOSX/._prices.json' });
  });

  it('unsafe_entry_path: absolute paths and .. segments (zip-slip)', async () => {
    for (const [name, problem] of <Array<[string, string]>>[
      ['../evil.json', 'parent_folder'],
      ['data/../../evil.json', 'parent_folder'],
      ['/abs/data.json', 'absolute'],
      ['C:/Windows/evil.json', 'absolute'],
      ['..\\evil.json', 'parent_folder'],
    ]) {
      const job = await importFails(archiveWith({ name, content: '{}' }), 'unsafe_entry_path');
      expect(job.failure?.message).toContain(name.replace(/\\/g, '/'));
      expect(job.failure?.values).toEqual({ entry: name.replace(/\\/g, '/'), problem });
    }
    const twice = await importFails(
      archiveWith({ name: 'data/notes.txt', content: 'a' }, { name: 'data/notes.txt', content: 'b' }),
      'unsafe_entry_path',
    );
    expect(twice.failure?.values).toEqual({ entry: 'data/notes.txt', problem: 'duplicate' });
  });

  it('missing_data_folder: the files are not inside data/ at the root', async () => {
    const flat = buildZip([
      { name: 'products.json', content: validProducts },
      { name: 'prices.json', content: validPrices },
    ]);
    const job = await importFails(flat, 'missing_data_folder');
    expect(job.failure?.values).toBeUndefined();
    const nested = buildZip([
      { name: 'export/data/products.json', content: validProducts },
      { name: 'export/data/prices.json', content: validPrices },
    ]);
    await importFails(nested, 'missing_data_folder');
  });

  it('missing_file: an entity of the job without its file', async () => {
    const job = await importFails(archiveWith(), 'missing_file', ['products', 'prices', 'availabilities']);
    expect(job.failure?.message).toContain('data/availabilities.json');
    expect(job.failure?.values).toEqual({ file: 'data/availabilities.json', entity: 'availabilities' });
  });

  it('invalid_json: a data file that is not JSON, even after a valid one', async () => {
    const cutShort = '{"head": {"pricebook": "default",';
    const job = await importFails(
      buildZip([
        { name: 'data/products.json', content: validProducts },
        { name: 'data/prices.json', content: cutShort },
      ]),
      'invalid_json',
    );
    expect(job.failure?.message).toContain('data/prices.json');
    // Cut short: it stops being JSON at its end, inside the head.
    expect(job.failure?.values).toEqual({
      file: 'data/prices.json',
      line: 1,
      column: cutShort.length + 1,
      path: 'head',
    });
  });

  it('invalid_json: names the line, the column and the record where the file stops being JSON', async () => {
    const head = JSON.parse(validPrices).head;
    const badRecord = '  {"product_id": "p-2", "value": 1O}';
    const prices = [
      `{"head": ${JSON.stringify(head)},`,
      ' "items": [',
      '  {"product_id": "p-1", "value": 10},',
      badRecord,
      ' ]}',
    ].join('\n');
    const job = await importFails(
      buildZip([
        { name: 'data/products.json', content: validProducts },
        { name: 'data/prices.json', content: prices },
      ]),
      'invalid_json',
    );
    expect(job.failure?.values).toEqual({
      file: 'data/prices.json',
      line: 4,
      column: badRecord.indexOf('O') + 1,
      path: 'items.1.value',
    });
  });

  it('invalid_head: the head fails its schema, naming the field by its path', async () => {
    const badLocale = await importFails(
      buildImportArchive({
        products: productsFile([product('p-1')], { locale: 'english' }),
        prices: JSON.parse(validPrices),
      }),
      'invalid_head',
    );
    expect(badLocale.failure?.message).toContain('data/products.json');
    expect(badLocale.failure?.message).toContain('head.locale');
    expect(badLocale.failure?.values).toEqual({
      file: 'data/products.json',
      problem: 'schema',
      field: 'head.locale',
      issues: 1,
    });

    const badCurrencyInSecondBook = await importFails(
      buildImportArchive({
        products: JSON.parse(validProducts),
        prices: [JSON.parse(validPrices), priceBook('outlet', 'DOLLARS', [])],
      }),
      'invalid_head',
    );
    expect(badCurrencyInSecondBook.failure?.message).toContain('1.head.currency');
    expect(badCurrencyInSecondBook.failure?.values).toMatchObject({
      file: 'data/prices.json',
      field: '1.head.currency',
    });

    const noItems = await importFails(
      buildImportArchive({ products: { head: productsFile([]).head }, prices: JSON.parse(validPrices) }),
      'invalid_head',
    );
    expect(noItems.failure?.message).toContain('items');
    expect(noItems.failure?.values).toMatchObject({ file: 'data/products.json', field: 'items' });
  });

  it('invalid_head: a price book for another shop than the products file', async () => {
    const job = await importFails(
      buildImportArchive({
        products: JSON.parse(validProducts),
        prices: priceBook('default', 'USD', [{ product_id: 'p-1', value: 10 }], 'ca'),
      }),
      'invalid_head',
    );
    expect(job.failure?.message).toContain("'ca'");
    expect(job.failure?.message).toContain(`'${SHOP}'`);
    expect(job.failure?.values).toEqual({
      problem: 'shop_mismatch',
      file: 'data/prices.json',
      pricebook: 'default',
      shop: 'ca',
      expected_file: 'data/products.json',
      expected_shop: SHOP,
    });
  });
});
