import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ImportError, ImportJob, ImportJobListResponse } from '../../../shared/contract/import-job';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import type { ErrorBody } from '../../../shared/contract/errors';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { startArchiveServer, type ArchiveServer } from './support/archive-server';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { waitForJob } from './support/import-client';
import { createTestCertificates } from './support/test-certificates';

describe('catalog import workflow (the seed, as a client runs it)', () => {
  let server: ArchiveServer;
  let platform: TestPlatform;
  let caPem: string;

  beforeAll(async () => {
    const certificates = createTestCertificates();
    caPem = certificates.caPem;
    server = await startArchiveServer(certificates);
  });

  // Each test imports into its own empty platform: what one imports is not in another's listing.
  beforeEach(async () => {
    platform = await startTestPlatform({ extraCaCertificates: [caPem] });
  });

  afterEach(async () => {
    await platform?.close();
  });

  afterAll(async () => {
    await server?.close();
  });

  it('creates a job, starts it, polls until finished, finds no errors and lists products with default prices', async () => {
    const archiveUrl = server.publish(
      '/exports/catalog.zip',
      buildImportArchive({
        products: productsFile([
          product('shirt-1', { title: 'Oxford shirt', caption: 'Classic fit' }),
          product('shirt-2', { title: 'Linen shirt' }),
        ]),
        prices: priceBook('default', 'USD', [
          { product_id: 'shirt-1', value: 49.99 },
          { product_id: 'shirt-2', value: 59 },
        ]),
      }),
    );

    const created = await platform.call<Record<string, unknown>>('POST', '/v0/d/import', {
      as: 'admin',
      body: {
        provider: 'erp',
        name: 'spring catalog',
        source_uri: archiveUrl,
        entities: ['products', 'prices'],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'created',
      provider: 'erp',
      name: 'spring catalog',
      source_uri: archiveUrl,
      entities: ['products', 'prices'],
    });
    const importId = created.body.import_id as string;
    expect(importId).toEqual(expect.any(String));

    const started = await platform.call('POST', `/v0/d/import/${importId}/start`, {
      as: 'admin',
      body: { transformed_uri: archiveUrl },
    });
    expect(started.status).toBe(202);
    expect(started.body).toEqual({ import_id: importId, status: 'queued' });

    const job = await waitForJob(platform, importId);
    expect(job.failure).toBeUndefined();
    expect(job).toMatchObject({
      import_id: importId,
      status: 'finished',
      entities: ['products', 'prices'],
      counts: { products: 2, prices: 2, availabilities: 0, rejected: 0 },
    });
    expect(job.started_at).toEqual(expect.any(String));
    expect(job.finished_at).toEqual(expect.any(String));

    const errors = await platform.call<ImportError[]>('GET', `/v0/d/import/${importId}/errors`, {
      as: 'admin',
    });
    expect(errors.status).toBe(200);
    expect(errors.body).toEqual([]);

    const listing = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}`,
      {
        as: 'associate',
      },
    );
    expect(listing.status).toBe(200);
    expect(listing.body.pagination).toEqual({
      offset: 0,
      count: 2,
      total: 2,
      next_cursor: null,
    });
    expect(listing.body.items.map((item) => [item.product_id, item.title, item.price])).toEqual([
      ['shirt-1', 'Oxford shirt', { value: 49.99, currency: 'USD', pricebook: 'default' }],
      ['shirt-2', 'Linen shirt', { value: 59, currency: 'USD', pricebook: 'default' }],
    ]);
    expect(listing.body.items[0]).toMatchObject({
      caption: 'Classic fit',
      categories: [{ path: 'Men > Shirts', is_main: true }],
      external_identifiers: [{ type: 'sku', value: 'SKU-shirt-1' }],
    });
  });

  it('lists jobs newest first with pagination', async () => {
    const archiveUrl = server.publish('/list.zip', buildImportArchive({ products: productsFile([]) }));
    const ids: string[] = [];
    for (const name of ['first', 'second', 'third']) {
      const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
        as: 'admin',
        body: { provider: 'erp', name, source_uri: archiveUrl, entities: ['products'] },
      });
      ids.push(created.body.import_id);
    }
    const page = await platform.call<ImportJobListResponse>('GET', '/v0/d/import?count=2', { as: 'admin' });
    expect(page.status).toBe(200);
    expect(page.body.items.map((job) => job.import_id)).toEqual([ids[2], ids[1]]);
    expect(page.body.pagination.count).toBe(2);
    expect(page.body.pagination.total).toBeGreaterThanOrEqual(3);
    const next = await platform.call<ImportJobListResponse>('GET', '/v0/d/import?offset=2&count=1', {
      as: 'admin',
    });
    expect(next.body.items.map((job) => job.import_id)).toEqual([ids[0]]);
  });

  it('starts a job only once: a second start is 409 invalid_transition', async () => {
    const archiveUrl = server.publish(
      '/once.zip',
      buildImportArchive({ products: productsFile([product('p-1')]) }),
    );
    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'erp', name: 'once', source_uri: archiveUrl, entities: ['products'] },
    });
    const path = `/v0/d/import/${created.body.import_id}/start`;
    expect(
      (await platform.call('POST', path, { as: 'admin', body: { transformed_uri: archiveUrl } })).status,
    ).toBe(202);
    await waitForJob(platform, created.body.import_id);
    const again = await platform.call<ErrorBody>('POST', path, {
      as: 'admin',
      body: { transformed_uri: archiveUrl },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');
    expect(again.body.error.message).toContain('finished');
    // The job and its state as values, for a screen to say them in its language.
    expect(again.body.error.values).toEqual({ importId: created.body.import_id, status: 'finished' });
  });

  it('answers 404 for an unknown job and 400 naming the field for a bad request', async () => {
    const unknown = await platform.call<{ error: { code: string } }>('GET', '/v0/d/import/no-such-job', {
      as: 'admin',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect((await platform.call('GET', '/v0/d/import/no-such-job/errors', { as: 'admin' })).status).toBe(404);
    expect(
      (
        await platform.call('POST', '/v0/d/import/no-such-job/start', {
          as: 'admin',
          body: { transformed_uri: 'https://example.test/a.zip' },
        })
      ).status,
    ).toBe(404);

    const bad = await platform.call<{ error: { code: string; details: Array<{ path: string }> } }>(
      'POST',
      '/v0/d/import',
      {
        as: 'admin',
        body: { provider: 'erp', name: 'x', source_uri: 'https://example.test/a.zip', entities: ['stock'] },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((detail) => detail.path)).toEqual(['entities.0']);

    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: { provider: 'erp', name: 'x', source_uri: 'https://example.test/a.zip', entities: ['products'] },
    });
    const noUri = await platform.call<{ error: { details: Array<{ path: string }> } }>(
      'POST',
      `/v0/d/import/${created.body.import_id}/start`,
      { as: 'admin', body: {} },
    );
    expect(noUri.status).toBe(400);
    expect(noUri.body.error.details.map((detail) => detail.path)).toEqual(['transformed_uri']);
    const job = await platform.call<ImportJob>('GET', `/v0/d/import/${created.body.import_id}`, {
      as: 'admin',
    });
    expect(job.body.status).toBe('created');
  });

  it('needs a token (401) and the admin role (403) for every import call', async () => {
    const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: {
        provider: 'erp',
        name: 'roles',
        source_uri: 'https://example.test/a.zip',
        entities: ['products'],
      },
    });
    const id = created.body.import_id;
    const calls: Array<[string, string, unknown]> = [
      [
        'POST',
        '/v0/d/import',
        { provider: 'erp', name: 'x', source_uri: 'https://example.test/a.zip', entities: ['products'] },
      ],
      ['POST', `/v0/d/import/${id}/start`, { transformed_uri: 'https://example.test/a.zip' }],
      ['GET', `/v0/d/import/${id}`, undefined],
      ['GET', `/v0/d/import/${id}/errors`, undefined],
      ['GET', '/v0/d/import', undefined],
    ];
    for (const [method, path, body] of calls) {
      expect((await platform.call(method, path, { body })).status, `${method} ${path} without a token`).toBe(
        401,
      );
      for (const as of ['associate', 'manager']) {
        const answer = await platform.call<{ error: { code: string } }>(method, path, { as, body });
        expect(answer.status, `${method} ${path} as ${as}`).toBe(403);
        expect(answer.body.error.code).toBe('forbidden');
      }
    }
    const job = await platform.call<ImportJob>('GET', `/v0/d/import/${id}`, { as: 'admin' });
    expect(job.body.status).toBe('created');
  });
});
