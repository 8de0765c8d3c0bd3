import type { ImportEntity } from '../../../../shared/contract/import-job';
import type { ImportFailureCode, ImportFailureValues } from '../../../common/archive/import-failure';
import type { ImportLimits } from '../../../common/archive/import-limits';
import type { AppliedImport } from '../apply-import';
import type { ImportLease } from '../import-job-repository';

/** One job for the worker: its downloaded archive and where the platform keeps its data. */
export interface ImportWorkerJob {
  dataDir: string;
  /** The PostgreSQL URL when the platform runs on PostgreSQL; absent: SQLite in dataDir. */
  database?: string | undefined;
  archivePath: string;
  importId: string;
  entities: ImportEntity[];
  limits: ImportLimits;
}

/** Request thread → worker. */
export type ToImportWorker =
  | { type: 'read'; job: ImportWorkerJob }
  /**
   * The writers of the request thread are out of the way: apply now, timestamped `at` (ISO), holding the
   * job under `lease` (renewed as the apply's first write).
   */
  | { type: 'apply'; at: string; lease: ImportLease };

/** Worker → request thread, for the job it was given. */
export type FromImportWorker =
  /** How many records it has read and checked so far (every second or so while reading). */
  | { type: 'progress'; records: number }
  /** The archive is read and every record checked (`records` in all): the worker waits for `apply`. */
  | { type: 'checked'; records: number }
  | { type: 'applied'; applied: AppliedImport }
  /** The job fails as a whole; nothing was applied. */
  | { type: 'failed'; code: ImportFailureCode; message: string; values?: ImportFailureValues | undefined }
  /** A fault of the platform itself (logged by the request thread); nothing was applied. */
  | { type: 'crashed'; message: string; stack?: string | undefined }
  /**
   * After `applied`, outside the import's transaction: the planner statistics of the tables a large import
   * wrote were refreshed (PostgreSQL), or `error` says why not. Arrives after the job's outcome.
   */
  | { type: 'statistics'; importId: string; tables: string[]; error?: string | undefined };
