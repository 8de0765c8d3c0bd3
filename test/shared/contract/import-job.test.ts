import { describe, expect, it } from 'vitest';
import {
  CreateImportJobRequestSchema,
  CreateImportJobResponseSchema,
  ImportErrorListResponseSchema,
  ImportErrorSchema,
  ImportJobListResponseSchema,
  ImportJobSchema,
  StartImportJobRequestSchema,
  StartImportJobResponseSchema,
} from '../../../shared/contract';
import { expectIssueAt, fieldCase, parseValid, without, type InvalidCase } from './contract-test-kit';

const createRequest = {
  provider: 'catalog-sync',
  name: 'Spring 2026 catalog',
  source_uri: 'https://downloads.example.com/catalog/spring-2026.zip',
  entities: ['products', 'prices', 'availabilities'],
};

const finishedJob = {
  import_id: 'imp_7d1c2e',
  status: 'finished',
  entities: ['products', 'prices'],
  counts: { products: 1200, prices: 1198, availabilities: 0, rejected: 2 },
  created_at: '2026-03-01T08:00:00Z',
  started_at: '2026-03-01T08:00:05Z',
  finished_at: '2026-03-01T08:01:40Z',
};

const failedJob = {
  ...finishedJob,
  status: 'failed',
  counts: { products: 0, prices: 0, availabilities: 0, rejected: 0 },
  failure: { code: 'macosx_folder', message: 'The archive contains a __MACOSX folder.' },
};

describe('CreateImportJobRequestSchema (POST /v0/d/import)', () => {
  it.each([
    ['an https archive', createRequest],
    [
      'an S3 archive with one entity',
      { ...createRequest, source_uri: 's3://catalog-drops/2026/spring.zip', entities: ['prices'] },
    ],
    [
      'an http archive (the job, not the request, fails it as unsupported_uri)',
      { ...createRequest, source_uri: 'http://127.0.0.1:9000/a.zip' },
    ],
  ])('accepts %s', (_name, body) => {
    expect(parseValid(CreateImportJobRequestSchema, body)).toEqual(body);
  });

  const invalid: InvalidCase[] = [
    fieldCase('no entities', createRequest, 'entities', [], /at least one/),
    fieldCase(
      'an unknown entity',
      createRequest,
      'entities.1',
      'customers',
      /products.*prices.*availabilities/,
    ),
    fieldCase('a source that is not a URL', createRequest, 'source_uri', 'catalog.zip', /must be a URL/),
    { name: 'no provider', input: without(createRequest, 'provider'), path: 'provider', message: /required/ },
    fieldCase('a blank name', createRequest, 'name', ' ', /blank/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(CreateImportJobRequestSchema, input, path, message);
  });

  it('points at the repeated entity', () => {
    expectIssueAt(
      CreateImportJobRequestSchema,
      { ...createRequest, entities: ['prices', 'products', 'prices'] },
      'entities.2',
      /listed twice/,
    );
  });
});

describe('answers of the import calls', () => {
  it('accepts the 201 of create and the 202 of start', () => {
    const created = {
      import_id: 'imp_7d1c2e',
      status: 'created',
      ...createRequest,
      created_at: '2026-03-01T08:00:00Z',
    };
    expect(parseValid(CreateImportJobResponseSchema, created)).toEqual(created);
    expect(parseValid(StartImportJobResponseSchema, { import_id: 'imp_7d1c2e', status: 'queued' })).toEqual({
      import_id: 'imp_7d1c2e',
      status: 'queued',
    });
    expectIssueAt(
      StartImportJobResponseSchema,
      { import_id: 'imp_7d1c2e', status: 'running' },
      'status',
      /"queued"/,
    );
    expectIssueAt(CreateImportJobResponseSchema, { ...created, created_at: 'now' }, 'created_at', /RFC 3339/);
  });

  it('accepts the start body with the archive URL', () => {
    const body = { transformed_uri: 'https://downloads.example.com/catalog/spring-2026.zip' };
    expect(parseValid(StartImportJobRequestSchema, body)).toEqual(body);
    expectIssueAt(StartImportJobRequestSchema, {}, 'transformed_uri', /required/);
  });

  it.each([
    ['a finished job', finishedJob],
    ['a failed job with its reason', failedJob],
    [
      'a failed job with the values of its reason',
      {
        ...failedJob,
        failure: {
          code: 'download_failed',
          message: 'Downloading https://downloads.example.com/a.zip answered HTTP 404.',
          values: { uri: 'https://downloads.example.com/a.zip', reason: 'http_status', status: 404 },
        },
      },
    ],
    [
      'a created job, not started yet',
      { ...finishedJob, status: 'created', started_at: null, finished_at: null },
    ],
  ])('accepts %s', (_name, job) => {
    expect(parseValid(ImportJobSchema, job)).toEqual(job);
  });

  const invalid: InvalidCase[] = [
    fieldCase(
      'an unknown status',
      finishedJob,
      'status',
      'done',
      /created.*queued.*running.*finished.*failed/,
    ),
    fieldCase('a negative count', finishedJob, 'counts.rejected', -1),
    fieldCase('a missing count', finishedJob, 'counts.availabilities', undefined, /required/),
    fieldCase('a start time that is not RFC 3339', finishedJob, 'started_at', '2026-03-01 08:00', /RFC 3339/),
    {
      name: 'no finished_at (null is required, not absence)',
      input: without(finishedJob, 'finished_at'),
      path: 'finished_at',
    },
    fieldCase('a failure code not snake_case', failedJob, 'failure.code', 'MacOSX', /snake_case/),
    fieldCase(
      'a failure value that is not text or a number',
      { ...failedJob, failure: { ...failedJob.failure, values: { entry: '__MACOSX/' } } },
      'failure.values.entry',
      true,
    ),
    {
      name: 'a failure on a finished job',
      input: { ...failedJob, status: 'finished' },
      path: 'failure',
      message: /only given for a failed job/,
    },
  ];
  it.each(invalid)('refuses a job with $name at $path', ({ input, path, message }) => {
    expectIssueAt(ImportJobSchema, input, path, message);
  });

  it('pages the job list', () => {
    const list = { items: [finishedJob, failedJob], pagination: { offset: 0, count: 2, total: 2 } };
    expect(parseValid(ImportJobListResponseSchema, list)).toEqual(list);
    expectIssueAt(
      ImportJobListResponseSchema,
      { ...list, items: [finishedJob, { ...failedJob, status: 'x' }] },
      'items.1.status',
    );
  });
});

describe('ImportErrorSchema (GET /v0/d/import/{id}/errors)', () => {
  const rejected = {
    entity: 'prices',
    file: 'data/prices.json',
    index: 17,
    product_id: '1000001-NVY-S',
    code: 'too_many_decimals',
    message: 'items.17.value: 29.999 has more decimals than USD allows (at most 2).',
  };

  it('accepts a clean import ([]) and rejected records', () => {
    expect(parseValid(ImportErrorListResponseSchema, [])).toEqual([]);
    const noProduct = {
      ...rejected,
      entity: 'products',
      file: 'data/products.json',
      product_id: null,
      code: 'invalid_product',
    };
    expect(parseValid(ImportErrorListResponseSchema, [rejected, noProduct])).toEqual([rejected, noProduct]);
  });

  const invalid: InvalidCase[] = [
    fieldCase('an unknown entity', rejected, 'entity', 'stores'),
    fieldCase('a negative index', rejected, 'index', -1),
    fieldCase('a fractional index', rejected, 'index', 1.5),
    { name: 'no product_id (null is required)', input: without(rejected, 'product_id'), path: 'product_id' },
    fieldCase('a code not snake_case', rejected, 'code', 'Too Many Decimals', /snake_case/),
  ];
  it.each(invalid)('refuses $name at $path', ({ input, path, message }) => {
    expectIssueAt(ImportErrorSchema, input, path, message);
  });
});
