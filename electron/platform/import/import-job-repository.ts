import { randomUUID } from 'node:crypto';
import type {
  CreateImportJobRequest,
  CreateImportJobResponse,
  ImportCounts,
  ImportEntity,
  ImportError,
  ImportJob,
  ImportJobStatus,
} from '../../../shared/contract/import-job';
import type { PlatformDatabase } from '../db/database';

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
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** A job as stored, with the fields the queue needs beside the contract's answer. */
export interface ImportJobRecord extends ImportJob {
  provider: string;
  name: string;
  source_uri: string;
  transformed_uri: string | null;
}

const JOB_COLUMNS = `import_id, status, provider, name, source_uri, transformed_uri, entities, products_count,
  prices_count, availabilities_count, rejected_count, failure_code, failure_message, created_at, started_at,
  finished_at`;

/** Import jobs and their record-level errors (tables `import_jobs`, `import_errors`). */
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

  /** The job that has waited longest in the queue. */
  nextQueued(): ImportJobRecord | undefined {
    const row = this.db
      .prepare(`SELECT ${JOB_COLUMNS} FROM import_jobs WHERE status = 'queued' ORDER BY seq LIMIT 1`)
      .get() as JobRow | undefined;
    return row ? toRecord(row) : undefined;
  }

  markRunning(importId: string): void {
    this.db
      .prepare(
        `UPDATE import_jobs SET status = 'running', started_at = ? WHERE import_id = ? AND status = 'queued'`,
      )
      .run(this.now().toISOString(), importId);
  }

  /**
   * Jobs a stop or crash left `running` go back to `queued`: nothing of theirs was applied (a job's changes
   * and its `finished` status commit together), so running them again from the start is safe.
   */
  requeueInterrupted(): number {
    return this.db.prepare(`UPDATE import_jobs SET status = 'queued' WHERE status = 'running'`).run().changes;
  }

  fail(importId: string, code: string, message: string): void {
    this.db
      .prepare(
        `UPDATE import_jobs SET status = 'failed', failure_code = ?, failure_message = ?, finished_at = ?,
           products_count = 0, prices_count = 0, availabilities_count = 0, rejected_count = 0
         WHERE import_id = ?`,
      )
      .run(code, message, this.now().toISOString(), importId);
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
           availabilities_count = ?, rejected_count = ?
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
    ...(row.status === 'failed' && row.failure_code
      ? { failure: { code: row.failure_code, message: row.failure_message ?? row.failure_code } }
      : {}),
  };
}
