// Catalog imports from this workstation: the files chosen (checked at once), their way to the main process
// (archive-upload.ts), starting the job on the platform (from the prepared archive or from an address the
// platform reads), and following it to its end with its record-level errors; the platform's recent imports.
import type { BridgeError } from '../../../shared/bridge';
import type {
  ArchiveDelivery,
  ArchiveUploadKind,
  PreparedArchiveView,
} from '../../../shared/bridge/views/setup';
import type { ImportEntity, ImportError, ImportJob } from '../../../shared/contract/import-job';
import { sendArchive } from './archive-upload';
import {
  checkChosenFiles,
  choiceRefusalText,
  refuseChoice,
  type ChoiceRefusal,
  type ChosenFile,
  type ChosenFileCheck,
} from './catalog-file-checks';
import { asBridgeError, DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

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

const IDLE_UPLOAD: ArchiveUploadProgress = { status: 'idle', error: null, sentBytes: 0, totalBytes: 0 };

/** A job that will not change any more. */
export function isImportOver(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'finished' || job.status === 'failed';
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

export const createCatalogImportSlice: PosSliceCreator<CatalogImportSlice> = (bridge) => (set, get) => {
  /** The files behind catalogChoice (not in the state: File objects are not data). */
  let chosenFiles: readonly ChosenFile[] = [];
  /** The upload or prepared archive the main process holds for the current choice. */
  let heldId: string | null = null;

  async function releaseHeld() {
    const id = heldId;
    heldId = null;
    if (!id) return;
    try {
      await bridge.setup.discardArchive({ id });
    } catch {
      // The main process drops it on close anyway.
    }
  }

  function rememberJob(job: ImportJob) {
    set((state) => ({
      importJobs: state.importJobs.some((known) => known.import_id === job.import_id)
        ? state.importJobs.map((known) => (known.import_id === job.import_id ? job : known))
        : [job, ...state.importJobs],
    }));
  }

  /** A job just started becomes the one followed, and the first of the recent ones. */
  function started(job: ImportJob, sourceUri: string | null) {
    set({ importStart: DONE, currentImport: { job, errors: [], sourceUri } });
    rememberJob(job);
  }

  return {
    ...catalogImportSessionState(),

    async chooseCatalogFiles(kind, files) {
      await releaseHeld();
      chosenFiles = files;
      const refused = refuseChoice(kind, files);
      const checks = await checkChosenFiles(kind, files, refused !== null);
      const refusal = refused ? choiceRefusalText(refused) : null;
      const choice: CatalogChoice = { kind, files: checks, refusal, refused };
      set({ catalogChoice: choice, archiveUpload: IDLE_UPLOAD, preparedArchive: null, importStart: IDLE });
      return choice;
    },

    async clearCatalogChoice() {
      chosenFiles = [];
      await releaseHeld();
      set({ catalogChoice: null, archiveUpload: IDLE_UPLOAD, preparedArchive: null, importStart: IDLE });
    },

    async uploadCatalog() {
      const choice = get().catalogChoice;
      if (!choice || choice.refusal || choice.files.some((file) => file.state === 'problems')) return null;
      const prepared = get().preparedArchive;
      if (prepared) return prepared;
      const totalBytes = chosenFiles.reduce((sum, file) => sum + file.size, 0);
      set({ archiveUpload: { status: 'pending', error: null, sentBytes: 0, totalBytes } });
      try {
        await releaseHeld();
        const archive = await sendArchive(bridge, choice.kind, chosenFiles, {
          onSent: (sentBytes) =>
            set({ archiveUpload: { status: 'pending', error: null, sentBytes, totalBytes } }),
          onHeld: (id) => {
            heldId = id;
          },
        });
        set({
          preparedArchive: archive,
          archiveUpload: { status: 'done', error: null, sentBytes: totalBytes, totalBytes },
        });
        return archive;
      } catch (error) {
        set((state) => ({
          archiveUpload: { ...state.archiveUpload, status: 'failed', error: asBridgeError(error) },
        }));
        return null;
      }
    },

    async importPreparedArchive({ name, entities, delivery }) {
      const archive = get().preparedArchive ?? (await get().uploadCatalog());
      if (!archive) return false;
      set({ importStart: PENDING });
      try {
        const result = await bridge.setup.importArchive({
          archiveId: archive.archiveId,
          name,
          entities,
          delivery,
        });
        started(result.job, result.sourceUri);
        return true;
      } catch (error) {
        set({ importStart: failed(error) });
        return false;
      }
    },

    async importFromUrl({ name, sourceUri, entities }) {
      set({ importStart: PENDING });
      try {
        started(await bridge.setup.startImport({ name, sourceUri, entities }), sourceUri);
        return true;
      } catch (error) {
        set({ importStart: failed(error) });
        return false;
      }
    },

    async refreshImport() {
      const current = get().currentImport;
      if (!current) return null;
      set({ importRefresh: PENDING });
      try {
        const { job, errors } = await bridge.setup.getImport({ importId: current.job.import_id });
        // Another job may have been opened meanwhile.
        if (get().currentImport?.job.import_id !== job.import_id) return get().currentImport;
        const next = { ...current, job, errors };
        set({ currentImport: next, importRefresh: DONE });
        rememberJob(job);
        return next;
      } catch (error) {
        set({ importRefresh: failed(error) });
        return get().currentImport;
      }
    },

    followImport(intervalMs = 1000) {
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let wake: (() => void) | undefined;
      const done = (async () => {
        for (;;) {
          const current = await get().refreshImport();
          if (stopped || !current || isImportOver(current.job)) return current;
          await new Promise<void>((resolve) => {
            wake = resolve;
            timer = setTimeout(resolve, intervalMs);
          });
          if (stopped) return get().currentImport;
        }
      })();
      return {
        done,
        stop() {
          stopped = true;
          if (timer !== undefined) clearTimeout(timer);
          wake?.();
        },
      };
    },

    async loadImportJobs() {
      set({ importJobsLoad: PENDING });
      try {
        const { items } = await bridge.setup.listImports({ offset: 0, count: 50 });
        set({ importJobs: items, importJobsLoad: DONE });
      } catch (error) {
        set({ importJobsLoad: failed(error) });
      }
    },

    async openImport(importId) {
      const known = get().importJobs.find((job) => job.import_id === importId);
      if (known) set({ currentImport: { job: known, errors: [], sourceUri: null } });
      set({ importRefresh: PENDING });
      try {
        const { job, errors } = await bridge.setup.getImport({ importId });
        set({ currentImport: { job, errors, sourceUri: null }, importRefresh: DONE });
        rememberJob(job);
      } catch (error) {
        set({ importRefresh: failed(error) });
      }
    },
  };
};
