// A catalog chosen on the workstation reaches the embedded platform: staged in chunks, checked, zipped into
// data/, served once over HTTPS on 127.0.0.1 with this launch's self-signed certificate (made with
// node:crypto), downloaded and imported by the embedded platform that trusts it. Archives the importer would
// fail (a __MACOSX folder, a bad head, files of two shops) are refused here, before anything is shared.
import { CreateBucketCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedPlatform, type EmbeddedPlatform } from '../../../electron/host/embedded-platform';
import { ArchiveRefusedError } from '../../../electron/services/archive-share/archive-errors';
import { CatalogArchives } from '../../../electron/services/archive-share/catalog-archives';
import type { ImportError, ImportJob } from '../../../shared/contract/import-job';
import { buildImportArchive } from '../../platform/support/zip-builder';
import { startTestPlatform, type TestPlatform } from '../../platform/support/platform-fixture';
import { passwordToken } from '../../support/platform-token';
import { priceBook, product, productsFile } from '../../platform/import/support/catalog-fixtures';

const SHOP = 'share-test';

/** Sends files to the staging area in chunks of `chunkBytes`, as the renderer does, and prepares them. */
async function stage(
  archives: CatalogArchives,
  kind: 'zip' | 'data_files',
  files: Array<{ name: string; content: Buffer | string }>,
  chunkBytes = 64,
) {
  const bodies = files.map((file) => ({ name: file.name, bytes: Buffer.from(file.content) }));
  const { uploadId } = archives.begin(
    kind,
    bodies.map((file) => ({ name: file.name, bytes: file.bytes.length })),
  );
  for (const file of bodies) {
    for (let offset = 0; offset < file.bytes.length; offset += chunkBytes) {
      archives.append(uploadId, file.name, offset, file.bytes.subarray(offset, offset + chunkBytes));
    }
  }
  return archives.prepare(uploadId);
}

/** The refusal a call made, for asserting its code and the fields it names. */
async function refusal(action: () => unknown): Promise<ArchiveRefusedError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function fetchOverHttps(url: string, ca: string[] | undefined): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { ca }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const goodProducts = JSON.stringify(
  productsFile([product('tee-1', { title: 'Organic tee' }), product('tee-2', { title: 'Linen tee' })], {
    shop: SHOP,
  }),
);
/** tee-2's price has three decimals in USD: that record is rejected, every other one applied. */
const pricesWithOneBadRecord = JSON.stringify(
  priceBook(
    'default',
    'USD',
    [
      { product_id: 'tee-1', value: 24.5 },
      { product_id: 'tee-2', value: 19.999 },
    ],
    SHOP,
  ),
);

describe('a catalog chosen on this workstation, imported by the embedded platform', () => {
  let appDir: string;
  let archives: CatalogArchives;
  let platform: EmbeddedPlatform;
  let token: string;

  async function call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }

  async function importFrom(uri: string): Promise<{ job: ImportJob; errors: ImportError[] }> {
    const created = await call<{ import_id: string }>('POST', '/v0/d/import', {
      provider: 'test',
      name: 'Spring catalog',
      source_uri: uri,
      entities: ['products', 'prices'],
    });
    expect(created.status).toBe(201);
    const id = created.body.import_id;
    expect((await call('POST', `/v0/d/import/${id}/start`, { transformed_uri: uri })).status).toBe(202);
    const job = await vi.waitFor(
      async () => {
        const current = (await call<ImportJob>('GET', `/v0/d/import/${id}`)).body;
        expect(current.status).toMatch(/^(finished|failed)$/);
        return current;
      },
      { timeout: 30_000, interval: 20 },
    );
    return { job, errors: (await call<ImportError[]>('GET', `/v0/d/import/${id}/errors`)).body };
  }

  beforeAll(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'pos-archive-share-'));
    archives = new CatalogArchives({ dir: join(appDir, 'catalog-archives') });
    platform = await startEmbeddedPlatform(appDir, () => undefined, {
      extraCaCertificates: [archives.certificatePem],
    });
    token = await passwordToken(platform.url, 'admin');
  }, 60_000);

  afterAll(async () => {
    await platform?.close();
    await archives?.close();
    rmSync(appDir, { recursive: true, force: true });
  });

  it('zips JSON files into data/, serves them over HTTPS on 127.0.0.1, and the platform imports them', async () => {
    const prepared = await stage(archives, 'data_files', [
      { name: 'products.json', content: goodProducts },
      { name: 'prices.json', content: pricesWithOneBadRecord },
    ]);
    expect(prepared.entities).toEqual(['products', 'prices']);
    expect(prepared.files).toEqual([
      { entity: 'products', shop: SHOP, locale: 'en-US', isMaster: true, records: 2 },
      {
        entity: 'prices',
        shop: SHOP,
        books: [{ pricebook: 'default', currency: 'USD', shop: SHOP, records: 2 }],
        records: 2,
      },
    ]);

    const url = await archives.deliver(prepared.archiveId, { via: 'workstation' });
    expect(url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/catalog-archives\/[A-Za-z0-9_-]{43}\/catalog\.zip$/);
    const { job, errors } = await importFrom(url);
    expect(job.failure).toBeUndefined();
    expect(job).toMatchObject({
      status: 'finished',
      counts: { products: 2, prices: 1, rejected: 1 },
    });
    expect(errors).toEqual([
      expect.objectContaining({ entity: 'prices', file: 'data/prices.json', index: 1, product_id: 'tee-2' }),
    ]);
    const listing = await call<{ items: Array<{ product_id: string; price: unknown }> }>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=en-US`,
    );
    expect(listing.body.items.map((item) => [item.product_id, item.price])).toEqual([
      ['tee-1', { value: 24.5, currency: 'USD', pricebook: 'default' }],
      ['tee-2', null],
    ]);
  });

  it('serves a link once, and only to a client that trusts this launch’s certificate', async () => {
    const zip = buildImportArchive({ products: JSON.parse(goodProducts) as unknown });
    const prepared = await stage(archives, 'zip', [{ name: 'catalog.zip', content: zip }], 4096);

    const untrusted = await archives.deliver(prepared.archiveId, { via: 'workstation' });
    await expect(fetchOverHttps(untrusted, undefined)).rejects.toThrow(/self-signed certificate/);

    const once = await archives.deliver(prepared.archiveId, { via: 'workstation' });
    const first = await fetchOverHttps(once, [archives.certificatePem]);
    expect(first.status).toBe(200);
    expect(first.body.equals(zip)).toBe(true);
    const again = await fetchOverHttps(once, [archives.certificatePem]);
    expect(again.status).toBe(404);
    const guessed = once.replace(/catalog-archives\/[^/]+/, `catalog-archives/${'A'.repeat(43)}`);
    expect((await fetchOverHttps(guessed, [archives.certificatePem])).status).toBe(404);
  });

  it('refuses a zip with a __MACOSX entry before anything is shared', async () => {
    const zip = buildImportArchive({
      products: JSON.parse(goodProducts) as unknown,
      extra: [{ name: '__MACOSX/data/._products.json', content: 'resource fork' }],
    });
    const refused = await refusal(() => stage(archives, 'zip', [{ name: 'catalog.zip', content: zip }]));
    expect(refused.code).toBe('macosx_folder');
    expect(refused.message).toMatch(/__MACOSX/);
    expect(refused.details).toEqual([
      {
        path: 'files.archive',
        message: expect.stringMatching(/__MACOSX/),
        reason: { code: 'macosx_folder', values: { entry: '__MACOSX/data/._products.json' } },
      },
    ]);
  });

  it('refuses macOS metadata chosen among the JSON files, naming the file', async () => {
    const refused = await refusal(() =>
      stage(archives, 'data_files', [
        { name: 'data/products.json', content: goodProducts },
        { name: '__MACOSX/data/._products.json', content: 'resource fork' },
      ]),
    );
    expect(refused.code).toBe('macosx_folder');
    expect(refused.details).toEqual([{ path: 'files.1.name', message: expect.stringMatching(/macOS/) }]);
  });

  it('names each bad head field and a shop that differs from the products file, before upload', async () => {
    const refused = await refusal(() =>
      stage(archives, 'data_files', [
        {
          name: 'products.json',
          content: JSON.stringify(productsFile([product('a')], { shop: SHOP, locale: 'english' })),
        },
        { name: 'prices.json', content: JSON.stringify(priceBook('default', 'dollars', [], SHOP)) },
      ]),
    );
    expect(refused.code).toBe('invalid_head');
    expect(refused.details.map((detail) => detail.path)).toEqual([
      'files.products.head.locale',
      'files.prices.head.currency',
    ]);

    const otherShop = await refusal(() =>
      stage(archives, 'data_files', [
        { name: 'products.json', content: goodProducts },
        { name: 'prices.json', content: JSON.stringify(priceBook('default', 'USD', [], 'elsewhere')) },
      ]),
    );
    expect(otherShop.details).toEqual([
      {
        path: 'files.prices.head.shop',
        message: expect.stringContaining(`'${SHOP}'`),
        reason: { code: 'shop_differs_from_products', values: { shop: 'elsewhere', productsShop: SHOP } },
      },
    ]);
  });

  it('refuses a file that is not JSON, and chunks out of order', async () => {
    const notJson = await refusal(() =>
      stage(archives, 'data_files', [{ name: 'products.json', content: '{"head": ' }]),
    );
    expect(notJson).toMatchObject({ code: 'invalid_json', details: [{ path: 'files.products' }] });

    const { uploadId } = archives.begin('data_files', [{ name: 'products.json', bytes: 10 }]);
    expect(archives.append(uploadId, 'products.json', 0, Buffer.from('01234'))).toBe(5);
    // The same chunk again (its answer was lost) changes nothing.
    expect(archives.append(uploadId, 'products.json', 0, Buffer.from('01234'))).toBe(5);
    const gap = await refusal(() => archives.append(uploadId, 'products.json', 7, Buffer.from('789')));
    expect(gap).toMatchObject({
      code: 'upload_out_of_order',
      details: [{ path: 'offset', message: 'must be 5' }],
    });
    const early = await refusal(() => archives.prepare(uploadId));
    expect(early.code).toBe('upload_incomplete');
  });
});

describe('a catalog for a remote platform, uploaded to an S3 bucket', () => {
  // s3rver's development credentials, found through the standard AWS environment chain.
  const credentials = {
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
  const saved: Record<string, string | undefined> = {};
  let s3Dir: string;
  let s3: S3rver;
  let endpoint: string;
  let archives: CatalogArchives;
  let platform: TestPlatform;

  beforeAll(async () => {
    for (const [name, value] of Object.entries(credentials)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    s3Dir = mkdtempSync(join(tmpdir(), 'pos-s3-share-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
    endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    const client = new S3Client({ endpoint, forcePathStyle: true });
    await client.send(new CreateBucketCommand({ Bucket: 'catalog-drop' }));
    client.destroy();
    archives = new CatalogArchives({ dir: join(s3Dir, '..', `${s3Dir.split('/').pop()}-staging`) });
    platform = await startTestPlatform({ s3Endpoint: endpoint });
  });

  afterAll(async () => {
    await platform?.close();
    await archives?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('uploads the prepared zip under the prefix and the platform imports it from s3://', async () => {
    const prepared = await stage(archives, 'data_files', [
      { name: 'products.json', content: goodProducts },
      { name: 'prices.json', content: pricesWithOneBadRecord },
    ]);
    const uri = await archives.deliver(prepared.archiveId, {
      via: 's3',
      bucketUri: 's3://catalog-drop/exports/spring',
      endpoint,
    });
    expect(uri).toMatch(/^s3:\/\/catalog-drop\/exports\/spring\/catalog-.+\.zip$/);

    const client = new S3Client({ endpoint, forcePathStyle: true });
    const stored = await client.send(
      new GetObjectCommand({ Bucket: 'catalog-drop', Key: uri.slice('s3://catalog-drop/'.length) }),
    );
    client.destroy();
    expect(stored.ContentLength).toBe(prepared.bytes);

    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'test', name: 'S3', source_uri: uri, entities: ['products', 'prices'] },
    });
    await platform.call('POST', `/v0/d/import/${created.body.import_id}/start`, {
      as: 'admin',
      body: { transformed_uri: uri },
    });
    const job = await vi.waitFor(
      async () => {
        const current = (
          await platform.call<ImportJob>('GET', `/v0/d/import/${created.body.import_id}`, { as: 'admin' })
        ).body;
        expect(current.status).toMatch(/^(finished|failed)$/);
        return current;
      },
      { timeout: 30_000, interval: 20 },
    );
    expect(job).toMatchObject({ status: 'finished', counts: { products: 2, prices: 1, rejected: 1 } });
  });

  it('names the bucket field when the upload fails (no such bucket)', async () => {
    const prepared = await stage(archives, 'data_files', [{ name: 'products.json', content: goodProducts }]);
    const refused = await refusal(() =>
      archives.deliver(prepared.archiveId, { via: 's3', bucketUri: 's3://no-such-bucket', endpoint }),
    );
    expect(refused.code).toBe('s3_upload_failed');
    expect(refused.details).toEqual([
      { path: 'delivery.bucketUri', message: expect.stringMatching(/bucket/i) },
    ]);
  });
});
