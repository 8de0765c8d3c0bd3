// Catalog imports from this workstation: the files chosen (checked at once), their way to the main process
// (archive-upload.ts), starting the job on the platform (from the prepared archive or from an address the
// platform reads), and following it to its end with its record-level errors; the platform's recent imports.
// The actions live in store/catalog-import/ (choice and upload, start, follow); this file composes them.
import type { BridgeError } from '../../../shared/bridge';
import type {
  ArchiveDelivery,
  ArchiveUploadKind,
  PreparedArchiveView,
} from '../../../shared/bridge/views/setup';
import type { ImportEntity, ImportError, ImportJob } from '../../../shared/contract/import-job';
import { catalogChoiceActions, IDLE_UPLOAD } from './catalog-import/catalog-choice-actions';
import { importFollowActions } from './catalog-import/import-follow-actions';
import { importStartActions } from './catalog-import/import-start-actions';
import type { ChoiceRefusal, ChosenFile, ChosenFileCheck } from './catalog-file-checks';
import { IDLE, type ActionStatus, type PosSliceCreator } from './slice';

export { isImportOver } from './catalog-import/import-jobs';

export interface CatalogChoice {
  kind: ArchiveUploadKind;
  files: ChosenFileCheck[];
  /** Why the choice as a whole cannot be imported (macOS metadata, unknown names, two zips...), in US English. */
  refusal: string | null;
  /** The same reason as data, for the screen to say in the session's language. */
  refused: ChoiceRefusal | null;
}

export interface ArchiveUploadProgress {
  status: ActionStatus['status'];
  error: BridgeError | null;
  sentBytes: number;
  totalBytes: number;
}

export interface CurrentImport {
  job: ImportJob;
  errors: ImportError[];
  /** Where the platform reads the archive (null for a job opened from the history). */
  sourceUri: string | null;
}

export interface CatalogImportSlice {
  catalogChoice: CatalogChoice | null;
  archiveUpload: ArchiveUploadProgress;
  preparedArchive: PreparedArchiveView | null;
  importStart: ActionStatus;
  currentImport: CurrentImport | null;
  importRefresh: ActionStatus;
  importJobs: ImportJob[];
  importJobsLoad: ActionStatus;

  /** Checks chosen files at once (names, macOS metadata, each JSON head with the contract's schemas). */
  chooseCatalogFiles(kind: ArchiveUploadKind, files: readonly ChosenFile[]): Promise<CatalogChoice>;
  /** Forgets the choice and drops what was sent of it. */
  clearCatalogChoice(): Promise<void>;
  /** Sends the chosen files to the main process in chunks and has them checked and zipped. */
  uploadCatalog(): Promise<PreparedArchiveView | null>;
  /** Imports the prepared archive, delivered to the platform as chosen. */
  importPreparedArchive(input: {
    name: string;
    entities: ImportEntity[];
    delivery: ArchiveDelivery;
  }): Promise<boolean>;
  /** Imports an archive the platform downloads itself (https:// or s3://). */
  importFromUrl(input: { name: string; sourceUri: string; entities: ImportEntity[] }): Promise<boolean>;
  /** Reads the current job and its errors again. */
  refreshImport(): Promise<CurrentImport | null>;
  /**
   * Reads the current job every `intervalMs` until it is finished or failed; resolves with it then. The
   * returned stop() ends the polling early (the screen unmounted).
   */
  followImport(intervalMs?: number): { done: Promise<CurrentImport | null>; stop(): void };
  loadImportJobs(): Promise<void>;
  openImport(importId: string): Promise<void>;
}

type CatalogImportData = Pick<
  CatalogImportSlice,
  | 'catalogChoice'
  | 'archiveUpload'
  | 'preparedArchive'
  | 'importStart'
  | 'currentImport'
  | 'importRefresh'
  | 'importJobs'
  | 'importJobsLoad'
>;

export function catalogImportSessionState(): CatalogImportData {
  return {
    catalogChoice: null,
    archiveUpload: IDLE_UPLOAD,
    preparedArchive: null,
    importStart: IDLE,
    currentImport: null,
    importRefresh: IDLE,
    importJobs: [],
    importJobsLoad: IDLE,
  };
}

export const createCatalogImportSlice: PosSliceCreator<CatalogImportSlice> = (bridge) => (set, get) => ({
  ...catalogImportSessionState(),
  ...catalogChoiceActions(bridge)(set, get),
  ...importStartActions(bridge)(set, get),
  ...importFollowActions(bridge)(set, get),
});
