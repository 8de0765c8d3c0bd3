import type { FastifyInstance } from 'fastify';
import {
  CreateImportJobRequestSchema,
  StartImportJobRequestSchema,
  type ImportJob,
  type ImportJobListResponse,
  type StartImportJobResponse,
} from '../../../shared/contract/import-job';
import type { PlatformContext } from '../context';
import { ApiError, notFound } from '../http/api-error';
import { sendCommitted } from '../http/committed-answer';
import { readPageRequest } from '../http/pagination';
import { requireRole } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { ImportJobRepository, type ImportJobRecord } from './import-job-repository';
import { ImportJobRunner } from './import-job-runner';
import { PendingReroutes } from '../orders/pending-reroutes';
import { DEFAULT_IMPORT_LEASE_MS, ImportQueue } from './import-queue';

type JobParams = { Params: { import_id: string } };

const NOTHING_COUNTED = { products: 0, prices: 0, availabilities: 0, rejected: 0 } as const;

/** Catalog import jobs (admin only) and the background queue that runs them. */
export function registerImportRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const jobs = new ImportJobRepository(ctx.db, ctx.now);
  const runner = new ImportJobRunner(ctx, jobs, app.log);
  const reroutes = new PendingReroutes(ctx.db);
  const queue = new ImportQueue(jobs, runner, ctx.options.dataDir, app.log, {
    leaseMs: ctx.options.importLeaseMs ?? DEFAULT_IMPORT_LEASE_MS,
    shared: ctx.db.engine === 'postgres',
  });
  ctx.lifecycle.onStart(() => queue.start());
  ctx.lifecycle.onStop(() => queue.stop());

  const findJob = (importId: string): ImportJobRecord => {
    const job = jobs.get(importId);
    if (!job) throw notFound('import_job', importId);
    return job;
  };
  const withPhase = (job: ImportJobRecord): ImportJob => {
    if (job.status !== 'finished' || !reroutes.isPending(job.import_id)) return job;
    // The import's commit is visible before the on-hold orders it may route are rerouted (by this process
    // at once, or by any other if this one died): until they are, the job still reads as applying, so
    // `finished` means everything is done, whichever process answers.
    return { ...job, status: 'running', phase: 'applying', counts: NOTHING_COUNTED, finished_at: null };
  };

  app.post('/v0/d/import', async (request, reply) => {
    requireRole(request, 'admin');
    const body = parseOrThrow(CreateImportJobRequestSchema, request.body, 'import job');
    return sendCommitted(ctx.db, request, reply, () => ({ status: 201, body: jobs.create(body) }));
  });

  app.post<JobParams>('/v0/d/import/:import_id/start', async (request, reply) => {
    requireRole(request, 'admin');
    const job = findJob(request.params.import_id);
    const body = parseOrThrow(StartImportJobRequestSchema, request.body, 'start request');
    const sent = sendCommitted(ctx.db, request, reply, () => {
      if (!jobs.queue(job.import_id, body.transformed_uri)) {
        const current = jobs.get(job.import_id)?.status ?? job.status;
        throw new ApiError(
          409,
          'invalid_transition',
          `Import job '${job.import_id}' is ${current}; only a created job can be started.`,
          undefined,
          { importId: job.import_id, status: current },
        );
      }
      const answer: StartImportJobResponse = { import_id: job.import_id, status: 'queued' };
      return { status: 202, body: answer };
    });
    queue.notify();
    return sent;
  });

  app.get<JobParams>('/v0/d/import/:import_id', async (request): Promise<ImportJob> => {
    requireRole(request, 'admin');
    return withPhase(findJob(request.params.import_id));
  });

  app.get<JobParams>('/v0/d/import/:import_id/errors', async (request) => {
    requireRole(request, 'admin');
    const job = findJob(request.params.import_id);
    const query = request.query as Record<string, unknown>;
    // The whole list unless the caller pages through it with offset/count.
    const paged = query.offset !== undefined || query.count !== undefined;
    return jobs.errors(job.import_id, paged ? readPageRequest(query) : undefined);
  });

  app.get('/v0/d/import', async (request): Promise<ImportJobListResponse> => {
    requireRole(request, 'admin');
    const page = readPageRequest(request.query as Record<string, unknown>);
    const { items, total } = jobs.list(page);
    return { items: items.map(withPhase), pagination: { offset: page.offset, count: items.length, total } };
  });
}
