import { CreateBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../../shared/contract/catalog';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { buildImportArchive } from '../support/zip-builder';
import { LOCALE, priceBook, product, productsFile, SHOP } from './support/catalog-fixtures';
import { runImport } from './support/import-client';

// s3rver's fixed development credentials, read by the platform through the standard AWS environment chain.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER', AWS_REGION: 'us-east-1' };

describe('import from an S3-compatible store (s3://bucket/key)', () => {
  let directory: string;
  let s3: S3rver;
  let endpoint: string;
  let platform: TestPlatform;
  const savedEnvironment: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [name, value] of Object.entries(CREDENTIALS)) {
      savedEnvironment[name] = process.env[name];
      process.env[name] = value;
    }
    directory = mkdtempSync(join(tmpdir(), 'pos-s3rver-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;

    const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1' });
    await client.send(new CreateBucketCommand({ Bucket: 'catalog-drop' }));
    await client.send(
      new PutObjectCommand({
        Bucket: 'catalog-drop',
        Key: 'exports/2024/catalog.zip',
        Body: buildImportArchive({
          products: productsFile([product('s3-shirt', { title: 'Shirt from S3' })]),
          prices: priceBook('default', 'USD', [{ product_id: 's3-shirt', value: 24.5 }]),
        }),
      }),
    );
    client.destroy();
    platform = await startTestPlatform({ s3Endpoint: endpoint });
  });

  afterAll(async () => {
    await platform?.close();
    await s3?.close();
    rmSync(directory, { recursive: true, force: true });
    for (const [name, value] of Object.entries(savedEnvironment)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('downloads the archive from the bucket and imports it', async () => {
    const { job, errors } = await runImport(platform, 's3://catalog-drop/exports/2024/catalog.zip');
    expect(job.failure).toBeUndefined();
    expect(job).toMatchObject({
      status: 'finished',
      counts: { products: 1, prices: 1, availabilities: 0, rejected: 0 },
    });
    expect(errors).toEqual([]);
    const listing = await platform.call<ProductListResponse>(
      'GET',
      `/api/v1/shops/${SHOP}/products?locale=${LOCALE}`,
      {
        as: 'associate',
      },
    );
    expect(listing.body.items.map((item) => [item.title, item.price])).toEqual([
      ['Shirt from S3', { value: 24.5, currency: 'USD', pricebook: 'default' }],
    ]);
  });

  it('fails the job with download_failed for a missing key, naming the S3 error', async () => {
    const { job } = await runImport(platform, 's3://catalog-drop/exports/missing.zip');
    expect(job.status).toBe('failed');
    expect(job.failure?.code).toBe('download_failed');
    expect(job.failure?.message).toContain('NoSuchKey');
    expect(job.failure?.values).toEqual({
      uri: 's3://catalog-drop/exports/missing.zip',
      reason: 'storage',
      error: 'NoSuchKey',
    });
  });

  it('fails the job with unsupported_uri for an s3 URI without a key', async () => {
    const { job } = await runImport(platform, 's3://catalog-drop');
    expect(job.failure?.code).toBe('unsupported_uri');
    expect(job.failure?.values).toEqual({ uri: 's3://catalog-drop', scheme: 's3:' });
  });
});
