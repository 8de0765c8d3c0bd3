import { expect, vi } from 'vitest';
import type { ImportEntity, ImportError, ImportJob } from '../../../../shared/contract/import-job';
import type { TestPlatform } from '../../support/platform-fixture';

export interface ImportOutcome {
  job: ImportJob;
  errors: ImportError[];
}

/** Polls GET /v0/d/import/{id} until the job is finished or failed, as a client would. */
export async function waitForJob(platform: TestPlatform, importId: string): Promise<ImportJob> {
  return vi.waitFor(
    async () => {
      const { status, body } = await platform.call<ImportJob>('GET', `/v0/d/import/${importId}`, {
        as: 'admin',
      });
      expect(status, `GET import job answered ${JSON.stringify(body)}`).toBe(200);
      expect(body.status, `import ${importId}`).toMatch(/^(finished|failed)$/);
      return body;
    },
    { timeout: 60_000, interval: 15 },
  );
}

/** The seed's import workflow: create the job, start it with the archive URL, poll, then list its errors. */
export async function runImport(
  platform: TestPlatform,
  archiveUri: string,
  entities: ImportEntity[] = ['products', 'prices'],
): Promise<ImportOutcome> {
  const created = await platform.call<{ import_id: string }>('POST', '/v0/d/import', {
    as: 'admin',
    body: { provider: 'test', name: 'catalog', source_uri: archiveUri, entities },
  });
  if (created.status !== 201)
    throw new Error(`create import answered ${created.status}: ${JSON.stringify(created.body)}`);
  const importId = created.body.import_id;
  const started = await platform.call('POST', `/v0/d/import/${importId}/start`, {
    as: 'admin',
    body: { transformed_uri: archiveUri },
  });
  if (started.status !== 202)
    throw new Error(`start import answered ${started.status}: ${JSON.stringify(started.body)}`);
  const job = await waitForJob(platform, importId);
  const errors = await platform.call<ImportError[]>('GET', `/v0/d/import/${importId}/errors`, {
    as: 'admin',
  });
  return { job, errors: errors.body };
}
