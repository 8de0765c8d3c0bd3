// The import worker: runs on its own thread so that reading an archive (inflating, JSON.parse of files of
// hundreds of MB, checking every record) and the one-transaction apply never hold the request thread.
// It opens its own connection to the platform's database: on SQLite, WAL lets the request thread keep
// reading the last committed state while this one writes; on PostgreSQL, MVCC does the same.
import { parentPort } from 'node:worker_threads';
import type { ImportEntity } from '../../../../shared/contract/import-job';
import { ImportFailure } from '../../../common/archive/import-failure';
import type { ImportLimits } from '../../../common/archive/import-limits';
import { checkDataFiles, ENTITY_FILES, readDataFile } from '../../../common/archive/read-data-files';
import { ZipArchive } from '../../../common/archive/zip-archive';
import { connectPlatformStorage } from '../../db/database';
import { sqliteConnection } from '../../db/sql-database';
import { refreshPlannerStatistics } from '../../db/planner-statistics';
import type { PlatformDatabase } from '../../db/database';
import { applyImport, type AppliedImport, type ImportData } from '../apply-import';
import { tablesWorthAnalyzing } from '../import-statistics';
import type { ImportLease } from '../import-job-repository';
import { readAvailabilitiesData } from '../files/availabilities-data';
import { readPricesData } from '../files/prices-data';
import { readProductsData } from '../files/products-data';
import { ReadProgress } from '../files/read-progress';
import type { FromImportWorker, ImportWorkerJob, ToImportWorker } from './import-worker-messages';

if (!parentPort) throw new Error('import-worker runs as a worker thread only.');
const port = parentPort;
const tell = (message: FromImportWorker) => port.postMessage(message);
/** Set while a job's checked data waits for the request thread's go-ahead. */
let applyNow: ((go: { at: string; lease: ImportLease }) => void) | undefined;

// One job at a time: the request thread sends `read`, then `apply` once this worker said `checked`.
port.on('message', (message: ToImportWorker) => {
  if (message.type === 'apply') applyNow?.(message);
  else run(message.job).catch((error: unknown) => tell(asOutcome(error)));
});

async function run(job: ImportWorkerJob): Promise<void> {
  // Never aborted from inside: the request thread stops this worker by terminating it.
  const signal = new AbortController().signal;
  const progress = new ReadProgress((records) => tell({ type: 'progress', records }));
  const data = await readArchive(job.archivePath, job.entities, job.limits, signal, progress);
  const { at, lease } = await new Promise<{ at: string; lease: ImportLease }>((resolve) => {
    applyNow = resolve;
    tell({ type: 'checked', records: progress.records });
  });
  applyNow = undefined;
  const db = connectPlatformStorage({ dataDir: job.dataDir, database: job.database });
  // The request thread's group commit (DurableCommits) flushes only what its own connection wrote: this
  // connection flushes its one commit itself, so a job the platform reports finished is on disk.
  // (PostgreSQL's commit is durable when it returns.)
  sqliteConnection(db)?.pragma('synchronous = FULL');
  try {
    // One transaction with the job's `finished`: a throw, or this thread terminated, has applied nothing.
    const applied = applyImport(db, () => new Date(at), job.importId, data, lease);
    tell({ type: 'applied', applied });
    // Committed and answered: the next job waits for this, the API and the write gate do not.
    refreshStatisticsAfter(db, job.importId, applied);
  } finally {
    db.close();
  }
}

/** Never throws: the job's outcome was told already. */
function refreshStatisticsAfter(db: PlatformDatabase, importId: string, applied: AppliedImport): void {
  const tables = tablesWorthAnalyzing(applied.counts);
  // SQLite's statements are written for its planner without statistics (planner-statistics.ts).
  if (db.engine !== 'postgres' || tables.length === 0) return;
  try {
    refreshPlannerStatistics(db, tables);
    tell({ type: 'statistics', importId, tables });
  } catch (error) {
    tell({
      type: 'statistics',
      importId,
      tables,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

async function readArchive(
  archivePath: string,
  entities: readonly ImportEntity[],
  limits: ImportLimits,
  signal: AbortSignal,
  progress: ReadProgress,
): Promise<ImportData> {
  const archive = await ZipArchive.open(archivePath, limits);
  try {
    checkDataFiles(archive, entities);
    // One file at a time: its JSON tree is dropped once its records are checked.
    const data: ImportData = {};
    if (entities.includes('products')) {
      const document = await readDataFile(archive, 'products', signal);
      data.products = await readProductsData(document, ENTITY_FILES.products, signal, progress);
    }
    if (entities.includes('prices')) {
      const document = await readDataFile(archive, 'prices', signal);
      data.prices = await readPricesData(document, ENTITY_FILES.prices, signal, progress);
    }
    if (entities.includes('availabilities')) {
      const document = await readDataFile(archive, 'availabilities', signal);
      data.availabilities = await readAvailabilitiesData(
        document,
        ENTITY_FILES.availabilities,
        signal,
        progress,
      );
    }
    return data;
  } finally {
    archive.close();
  }
}

function asOutcome(error: unknown): FromImportWorker {
  if (error instanceof ImportFailure) {
    return { type: 'failed', code: error.code, message: error.message, values: error.values };
  }
  if (error instanceof Error) return { type: 'crashed', message: error.message, stack: error.stack };
  return { type: 'crashed', message: String(error) };
}
