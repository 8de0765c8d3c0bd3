import { randomUUID } from 'node:crypto';
import type {
  CreateImportJobRequest,
  CreateImportJobResponse,
  ImportCounts,
  ImportEntity,
  ImportError,
  ImportFailure,
  ImportJob,
  ImportJobStatus,
  ImportPhase,
} from '../../../shared/contract/import-job';
import type { ImportFailureCode, ImportFailureValues } from '../../common/archive/import-failure';
import type { PlatformDatabase } from '../db/database';
import { sqlSkipLocked } from '../db/sql-dialect';

interface JobRow {
  import_id: string;
  status: ImportJobStatus;
  provider: string;
  name: string;
  source_uri: string;
  transformed_uri: string | null;
  entities: string;
  products_count: number;
  prices_count: number;
  availabilities_count: number;
  rejected_count: number;
  failure_code: string | null;
  failure_message: string | null;
  /** JSON of the failure's values; null for a job that failed without, or before migration 17. */
  failure_values: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  import_phase: ImportPhase | null;
  reroute_failure: string | null;
  records_read: number;
}

/** A job as stored, with the fields the queue needs beside the contract's answer. */
export interface ImportJobRecord extends ImportJob {
  provider: string;
  name: string;
  source_uri: string;
  transformed_uri: string | null;
}

const JOB_COLUMNS = `import_id, status, provider, name, source_uri, transformed_uri, entities, products_count,
  prices_count, availabilities_count, rejected_count, failure_code, failure_message, failure_values, created_at, started_at,
  finished_at, import_phase, reroute_failure, records_read`;

/** What a finished job says when the rerouting after it was given up (orders/pending-reroutes.ts). */
export const REROUTE_FAILED = 'reroute_failed';

/** What a job's row says once its lease was lost too often (requeueInterrupted). */
export const ATTEMPTS_EXHAUSTED: ImportFailureCode = 'attempts_exhausted';

/** A process's claim on a running job: its id, and until when the claim holds without renewal (ISO). */
export interface ImportLease {
  owner: string;
  expiresAt: string;
}

/**
 * Import jobs and their record-level errors (tables `import_jobs`, `import_errors`). A running job carries
 * the lease of the process running it (lease_owner, lease_expires_at, in wall-clock time): processes sharing
 * one database (PostgreSQL) claim each queued job once, and a job whose process died is queued again when
 * its lease runs out, up to a number of times (import_attempts). Its phase is kept in its row
 * (import_phase), written as it changes, so that every process answers it.
 */
export class ImportJobRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly now: () => Date,
  ) {}

  create(request: CreateImportJobRequest): CreateImportJobResponse {
    const importId = randomUUID();
    const at = this.now().toISOString();
    this.db
      .prepare(
        `INSERT INTO import_jobs (import_id, status, provider, name, source_uri, entities, created_at)
         VALUES (?, 'created', ?, ?, ?, ?, ?)`,
      )
      .run(
        importId,
        request.provider,
        request.name,
        request.source_uri,
        JSON.stringify(request.entities),
        at,
      );
    return {
      import_id: importId,
      status: 'created',
      provider: request.provider,
      name: request.name,
      source_uri: request.source_uri,
      entities: request.entities,
      created_at: at,
    };
  }

  get(importId: string): ImportJobRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE import_id = ?`)
      .get(importId) as JobRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  /** Newest first. */
  list(page: { offset: number; count: number }): { items: ImportJobRecord[]; total: number } {
    const rows = this.db
      .prepare(`SELECT ${JOB_COLUMNS} FROM import_jobs ORDER BY seq DESC LIMIT ? OFFSET ?`)
      .all(page.count, page.offset) as JobRow[];
    const total = (this.db.prepare('SELECT count(*) AS total FROM import_jobs').get() as { total: number })
      .total;
    return { items: rows.map(toRecord), total };
  }

  /** created → queued with the archive URI; false when the job is not `created` (or does not exist). */
  queue(importId: string, transformedUri: string): boolean {
    const result = this.db
      .prepare(
        `UPDATE import_jobs SET status = 'queued', transformed_uri = ?, queued_at = ?
         WHERE import_id = ? AND status = 'created'`,
      )
      .run(transformedUri, this.now().toISOString(), importId);
    return result.changes === 1;
  }

  /**
   * Claims the job that has waited longest in the queue: queued → running with this lease, in one
   * statement, so of several processes asking at once exactly one gets each job (PostgreSQL: the others
   * skip its locked row). undefined when nothing is queued.
   */
  claimNext(lease: ImportLease): ImportJobRecord | undefined {
    const row = this.db
      .prepare(
        `UPDATE import_jobs SET status = 'running', started_at = ?, lease_owner = ?, lease_expires_at = ?,
           import_phase = 'downloading', records_read = 0
         WHERE seq = (SELECT seq FROM import_jobs WHERE status = 'queued' ORDER BY seq LIMIT 1 ${sqlSkipLocked(this.db)})
           AND status = 'queued'
         RETURNING ${JOB_COLUMNS}`,
      )
      .get(this.now().toISOString(), lease.owner, lease.expiresAt) as JobRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  /**
   * The job this process runs moves on to `phase`, having read `recordsRead` records when given; false when
   * the job is no longer its own.
   */
  setPhase(importId: string, phase: ImportPhase, owner: string, recordsRead?: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE import_jobs SET import_phase = ?, records_read = COALESCE(?, records_read)
           WHERE import_id = ? AND status = 'running' AND lease_owner = ?`,
        )
        .run(phase, recordsRead ?? null, importId, owner).changes === 1
    );
  }

  /** How many records the job this process runs has read and checked so far. */
  setRecordsRead(importId: string, records: number, owner: string): void {
    this.db
      .prepare(
        `UPDATE import_jobs SET records_read = ?
         WHERE import_id = ? AND status = 'running' AND lease_owner = ?`,
      )
      .run(records, importId, owner);
  }

  /** Extends the lease on a job this process runs; false when the job is no longer its own. */
  renewLease(importId: string, lease: ImportLease): boolean {
    return (
      this.db
        .prepare(
          `UPDATE import_jobs SET lease_expires_at = ?
           WHERE import_id = ? AND status = 'running' AND lease_owner = ?`,
        )
        .run(lease.expiresAt, importId, lease.owner).changes === 1
    );
  }

  /**
   * Jobs a crash left `running` (their process lost its lease) go back to `queued`: nothing of theirs was
   * applied (a job's changes and its `finished` status commit together), so running them again from the
   * start is safe. The lease lost is counted: the `maxAttempts`-th loss fails the job instead
   * (`attempts_exhausted`, nothing applied), so that an archive whose process keeps dying is not run forever.
   * On SQLite one process owns the database (the data folder lock), so every running job is an interrupted
   * one; on PostgreSQL only those whose lease ran out by `now` (ISO, wall clock), the others being run
   * elsewhere.
   */
  requeueInterrupted(now: string, maxAttempts: number): number {
    const lost = `
      UPDATE import_jobs SET
        import_attempts = import_attempts + 1,
        status = CASE WHEN import_attempts + 1 >= @maxAttempts THEN 'failed' ELSE 'queued' END,
        failure_code = CASE WHEN import_attempts + 1 >= @maxAttempts THEN @code END,
        failure_message = CASE WHEN import_attempts + 1 >= @maxAttempts THEN @message END,
        failure_values = CASE WHEN import_attempts + 1 >= @maxAttempts THEN @values END,
        finished_at = CASE WHEN import_attempts + 1 >= @maxAttempts THEN @now END,
        lease_owner = NULL, lease_expires_at = NULL, import_phase = NULL`;
    const parameters = {
      maxAttempts,
      now,
      code: ATTEMPTS_EXHAUSTED,
      message:
        `The platform process running this import stopped ${maxAttempts} times before it finished ` +
        '(killed, out of memory or restarted); nothing of the archive was applied. Check the archive and ' +
        "the platform's memory, then start a new import.",
      values: JSON.stringify({ attempts: maxAttempts } satisfies ImportFailureValues),
    };
    if (this.db.engine === 'sqlite') {
      return this.db.prepare(`${lost} WHERE status = 'running'`).run(parameters).changes;
    }
    // A job being applied holds its row locked: skipped, never waited for.
    return this.db
      .prepare(
        `${lost}
         WHERE seq IN (SELECT seq FROM import_jobs
                       WHERE status = 'running' AND (lease_expires_at IS NULL OR lease_expires_at < @now)
                       ${sqlSkipLocked(this.db)})`,
      )
      .run(parameters).changes;
  }

  /**
   * Gives back a job this process stops running before its end (the platform stops): queued again at once,
   * for the next start or another process. A job whose apply still holds its row (PostgreSQL, rolling back)
   * is skipped; its lease runs out instead.
   */
  release(importId: string, owner: string): void {
    this.db
      .prepare(
        `UPDATE import_jobs SET status = 'queued', lease_owner = NULL, lease_expires_at = NULL, import_phase = NULL
         WHERE seq IN (SELECT seq FROM import_jobs WHERE import_id = ? AND status = 'running' AND lease_owner = ?
                       ${sqlSkipLocked(this.db)})`,
      )
      .run(importId, owner);
  }

  /**
   * Marks the job failed. With `owner`, only while that process still holds the job: a process that lost
   * its lease must not overwrite what the process now running the job records. `values`: what the message
   * says in values, answered as `failure.values`.
   */
  fail(importId: string, code: string, message: string, owner?: string, values?: ImportFailureValues): void {
    this.db
      .prepare(
        `UPDATE import_jobs SET status = 'failed', failure_code = ?, failure_message = ?, failure_values = ?,
           finished_at = ?,
           products_count = 0, prices_count = 0, availabilities_count = 0, rejected_count = 0,
           lease_owner = NULL, lease_expires_at = NULL, import_phase = NULL
         WHERE import_id = ? AND (CAST(? AS TEXT) IS NULL OR (status = 'running' AND lease_owner = ?))`,
      )
      .run(
        code,
        message,
        values ? JSON.stringify(values) : null,
        this.now().toISOString(),
        importId,
        owner ?? null,
        owner ?? null,
      );
  }

  /** Marks the job finished with its counts and errors; call inside the transaction that applied it. */
  finish(importId: string, counts: ImportCounts, errors: readonly ImportError[]): void {
    const insertError = this.db.prepare(
      `INSERT INTO import_errors (import_id, seq, entity, file, item_index, product_id, code, message)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.db.prepare('DELETE FROM import_errors WHERE import_id = ?').run(importId);
    errors.forEach((error, seq) => {
      insertError.run(
        importId,
        seq,
        error.entity,
        error.file,
        error.index,
        error.product_id,
        error.code,
        error.message,
      );
    });
    this.db
      .prepare(
        `UPDATE import_jobs SET status = 'finished', finished_at = ?, products_count = ?, prices_count = ?,
           availabilities_count = ?, rejected_count = ?, lease_owner = NULL, lease_expires_at = NULL,
           import_phase = NULL
         WHERE import_id = ?`,
      )
      .run(
        this.now().toISOString(),
        counts.products,
        counts.prices,
        counts.availabilities,
        counts.rejected,
        importId,
      );
  }

  /** Record-level errors in file order; `[]` for a clean import. */
  errors(importId: string, page?: { offset: number; count: number }): ImportError[] {
    const rows = this.db
      .prepare(
        `SELECT entity, file, item_index, product_id, code, message FROM import_errors
         WHERE import_id = ? ORDER BY seq LIMIT ? OFFSET ?`,
      )
      // No page: every error (a limit both engines take; PostgreSQL refuses SQLite's LIMIT -1).
      .all(importId, page?.count ?? Number.MAX_SAFE_INTEGER, page?.offset ?? 0) as Array<{
      entity: ImportEntity;
      file: string;
      item_index: number;
      product_id: string | null;
      code: string;
      message: string;
    }>;
    return rows.map((row) => ({
      entity: row.entity,
      file: row.file,
      index: row.item_index,
      product_id: row.product_id,
      code: row.code,
      message: row.message,
    }));
  }
}

function toRecord(row: JobRow): ImportJobRecord {
  return {
    import_id: row.import_id,
    status: row.status,
    provider: row.provider,
    name: row.name,
    source_uri: row.source_uri,
    transformed_uri: row.transformed_uri,
    entities: JSON.parse(row.entities) as ImportEntity[],
    counts: {
      products: row.products_count,
      prices: row.prices_count,
      availabilities: row.availabilities_count,
      rejected: row.rejected_count,
    },
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    ...(row.status === 'running' && row.import_phase ? { phase: row.import_phase } : {}),
    ...(row.status === 'running' && (row.import_phase === 'reading' || row.import_phase === 'applying')
      ? { progress: { records_read: row.records_read } }
      : {}),
    ...(row.status === 'finished' && row.reroute_failure
      ? { reroute_failure: { code: REROUTE_FAILED, message: row.reroute_failure } }
      : {}),
    ...(row.status === 'failed' && row.failure_code
      ? { failure: failureOf(row.failure_code, row.failure_message, row.failure_values) }
      : {}),
  };
}

function failureOf(code: string, message: string | null, values: string | null): ImportFailure {
  return {
    code,
    message: message ?? code,
    ...(values === null ? {} : { values: JSON.parse(values) as ImportFailureValues }),
  };
}
