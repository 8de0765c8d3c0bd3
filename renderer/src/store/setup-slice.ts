// The administrator's setup: catalog imports (files chosen here are checked at once, sent to the main
// process in chunks, prepared and made reachable by the platform; the job is then followed to its end with
// its record-level errors), store records, and the platform's configurations (pickup, documents to print,
// application, cash drawers, rounding). Every save keeps the BridgeError so forms show the platform's
// reason next to each field (see setupFieldError).
import type { BridgeError } from '../../../shared/bridge';
import type {
  ArchiveDelivery,
  ArchiveUploadKind,
  DataFileSummaryView,
  PreparedArchiveView,
} from '../../../shared/bridge/views/setup';
import {
  checkDataFileHead,
  checkShopsAgree,
  entityOfFileName,
  isMacOsMetadataPath,
  type FileHeadProblem,
} from '../../../shared/catalog-import/data-file-heads';
import type { AppConfig, AppConfigPatch } from '../../../shared/contract/app-config';
import type { CashDrawerConfig } from '../../../shared/contract/cash-drawer-config';
import type { ImportEntity, ImportError, ImportJob } from '../../../shared/contract/import-job';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { PrintConfig } from '../../../shared/contract/print-config';
import type { RoundingConfig } from '../../../shared/contract/rounding-config';
import type { CreateStoreRequest, Store, StorePatch } from '../../../shared/contract/store';
import { asBridgeError, DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

/** A file the admin chose (a browser File; tests pass Node's File). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  /** Set when a folder was chosen: 'data/products.json', '__MACOSX/data/._products.json'. */
  readonly webkitRelativePath?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  text(): Promise<string>;
}

/** What the first look at one chosen file found. */
export interface ChosenFileCheck {
  name: string;
  bytes: number;
  entity: ImportEntity | null;
  /** ok: the head is valid; problems: it is not (or the file is not JSON); unchecked: too large to read here. */
  state: 'ok' | 'problems' | 'unchecked';
  summary: DataFileSummaryView | null;
  problems: FileHeadProblem[];
}

export interface CatalogChoice {
  kind: ArchiveUploadKind;
  files: ChosenFileCheck[];
  /** Why the choice as a whole cannot be imported (macOS metadata, unknown names, two zips...). */
  refusal: string | null;
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

export interface SetupConfigs {
  pickup: PickupConfig | null;
  print: PrintConfig;
  app: AppConfig;
  cashDrawer: CashDrawerConfig;
  rounding: RoundingConfig;
}

export type SetupSaveKey = 'store' | 'pickup' | 'print' | 'app' | 'cashDrawer' | 'rounding';

export interface SetupSlice {
  catalogChoice: CatalogChoice | null;
  archiveUpload: ArchiveUploadProgress;
  preparedArchive: PreparedArchiveView | null;
  importStart: ActionStatus;
  currentImport: CurrentImport | null;
  importRefresh: ActionStatus;
  importJobs: ImportJob[];
  importJobsLoad: ActionStatus;
  setupStores: Store[];
  setupStoresLoad: ActionStatus;
  setupConfigs: SetupConfigs | null;
  setupConfigsLoad: ActionStatus;
  setupSaves: Readonly<Record<SetupSaveKey, ActionStatus>>;

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

  loadSetupStores(): Promise<void>;
  /** Creates a store, or changes `storeId` with the patch. */
  saveStore(
    change: { create: CreateStoreRequest } | { storeId: string; patch: StorePatch },
  ): Promise<Store | null>;
  loadSetupConfigs(): Promise<void>;
  savePickupConfig(config: PickupConfig): Promise<boolean>;
  savePrintConfig(config: PrintConfig): Promise<boolean>;
  saveAppConfig(patch: AppConfigPatch): Promise<boolean>;
  saveCashDrawerConfig(config: CashDrawerConfig): Promise<boolean>;
  saveRoundingConfig(config: RoundingConfig): Promise<boolean>;
  clearSetupSave(key: SetupSaveKey): void;
}

/** Files up to this size are read here for the first look; larger ones are checked by the main process. */
export const LOCAL_CHECK_MAX_BYTES = 64 * 1024 * 1024;

const NO_SAVES: Record<SetupSaveKey, ActionStatus> = {
  store: IDLE,
  pickup: IDLE,
  print: IDLE,
  app: IDLE,
  cashDrawer: IDLE,
  rounding: IDLE,
};

const IDLE_UPLOAD: ArchiveUploadProgress = { status: 'idle', error: null, sentBytes: 0, totalBytes: 0 };

/** A job that will not change any more. */
export function isImportOver(job: Pick<ImportJob, 'status'>): boolean {
  return job.status === 'finished' || job.status === 'failed';
}

/**
 * The reason a save gave for one field: the platform's detail for `path`, or the bridge's for the same field
 * inside the request (`patch.physical_address.latitude` when a store change was refused by its schema).
 */
export function setupFieldError(error: BridgeError | null | undefined, path: string): string | undefined {
  if (!error) return undefined;
  return error.reasonFor(path) ?? error.reasonFor(`patch.${path}`);
}

/** Where a chosen file would go in the archive, by its name; macOS metadata and other names go nowhere. */
export function describeChoice(kind: ArchiveUploadKind, files: readonly ChosenFile[]): string | null {
  if (files.length === 0) return 'Choose at least one file.';
  const paths = files.map((file) => file.webkitRelativePath || file.name);
  const metadata = paths.find((path) => isMacOsMetadataPath(path));
  if (metadata) {
    return (
      `${metadata} is macOS metadata (a __MACOSX folder or a ._ file), not catalog data, and would break the ` +
      'import. Choose the files from the data folder itself.'
    );
  }
  if (kind === 'zip') {
    if (files.length > 1) return 'Choose one zip archive.';
    return /\.zip$/i.test(files[0]?.name ?? '') ? null : `${files[0]?.name} is not a .zip archive.`;
  }
  const entities = files.map((file) => entityOfFileName(file.name));
  const unknown = files.find((_file, index) => entities[index] === null);
  if (unknown) {
    return `${unknown.name} is not a catalog data file: name it products.json, prices.json or availabilities.json.`;
  }
  const twice = entities.find((entity, index) => entities.indexOf(entity) !== index);
  if (twice) return `Two files are ${twice}.json: choose one of them.`;
  return null;
}

async function checkChosenFile(file: ChosenFile): Promise<ChosenFileCheck> {
  const entity = entityOfFileName(file.name);
  const base = { name: file.name, bytes: file.size, entity };
  if (!entity) return { ...base, state: 'unchecked', summary: null, problems: [] };
  if (file.size > LOCAL_CHECK_MAX_BYTES) return { ...base, state: 'unchecked', summary: null, problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(await file.text()) as unknown;
  } catch (error) {
    return {
      ...base,
      state: 'problems',
      summary: null,
      problems: [{ path: '', message: `is not valid JSON: ${(error as Error).message}` }],
    };
  }
  const check = checkDataFileHead(entity, document);
  return check.ok
    ? { ...base, state: 'ok', summary: check.summary, problems: [] }
    : { ...base, state: 'problems', summary: null, problems: check.problems };
}

/** Bytes to base64 without Node's Buffer (the renderer has none), in pieces to keep argument lists short. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  }
  return btoa(binary);
}

/** The setup part of a session as it starts (session-reset.ts puts it back for each new session). */
export function setupSessionState(): Pick<
  SetupSlice,
  | 'catalogChoice'
  | 'archiveUpload'
  | 'preparedArchive'
  | 'importStart'
  | 'currentImport'
  | 'importRefresh'
  | 'importJobs'
  | 'importJobsLoad'
  | 'setupStores'
  | 'setupStoresLoad'
  | 'setupConfigs'
  | 'setupConfigsLoad'
  | 'setupSaves'
> {
  return {
    catalogChoice: null,
    archiveUpload: IDLE_UPLOAD,
    preparedArchive: null,
    importStart: IDLE,
    currentImport: null,
    importRefresh: IDLE,
    importJobs: [],
    importJobsLoad: IDLE,
    setupStores: [],
    setupStoresLoad: IDLE,
    setupConfigs: null,
    setupConfigsLoad: IDLE,
    setupSaves: NO_SAVES,
  };
}

export const createSetupSlice: PosSliceCreator<SetupSlice> = (bridge) => (set, get) => {
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

  async function save<Result>(key: SetupSaveKey, action: () => Promise<Result>): Promise<Result | null> {
    set((state) => ({ setupSaves: { ...state.setupSaves, [key]: PENDING } }));
    try {
      const result = await action();
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: DONE } }));
      return result;
    } catch (error) {
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: failed(error) } }));
      return null;
    }
  }

  function rememberJob(job: ImportJob) {
    set((state) => ({
      importJobs: state.importJobs.some((known) => known.import_id === job.import_id)
        ? state.importJobs.map((known) => (known.import_id === job.import_id ? job : known))
        : [job, ...state.importJobs],
    }));
  }

  function patchConfigs(change: Partial<SetupConfigs>) {
    set((state) => ({ setupConfigs: state.setupConfigs ? { ...state.setupConfigs, ...change } : null }));
  }

  return {
    ...setupSessionState(),

    async chooseCatalogFiles(kind, files) {
      await releaseHeld();
      chosenFiles = files;
      const refusal = describeChoice(kind, files);
      const checks =
        refusal || kind === 'zip'
          ? files.map<ChosenFileCheck>((file) => ({
              name: file.webkitRelativePath || file.name,
              bytes: file.size,
              entity: null,
              // A zip is looked into by the main process (its entries, then each file's head).
              state: 'unchecked',
              summary: null,
              problems: [],
            }))
          : await Promise.all(files.map(checkChosenFile));
      const summaries = checks.flatMap((check) => (check.summary ? [check.summary] : []));
      for (const { entity, problem } of checkShopsAgree(summaries)) {
        const check = checks.find((candidate) => candidate.entity === entity);
        if (check) {
          check.state = 'problems';
          check.problems = [...check.problems, problem];
        }
      }
      const choice: CatalogChoice = { kind, files: checks, refusal };
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
        const { uploadId, chunkBytes } = await bridge.setup.beginArchiveUpload({
          kind: choice.kind,
          files: chosenFiles.map((file) => ({
            name: file.webkitRelativePath || file.name,
            bytes: file.size,
          })),
        });
        heldId = uploadId;
        let sentBytes = 0;
        for (const file of chosenFiles) {
          const name = file.webkitRelativePath || file.name;
          for (let offset = 0; offset < file.size; offset += chunkBytes) {
            const bytes = new Uint8Array(await file.slice(offset, offset + chunkBytes).arrayBuffer());
            await bridge.setup.uploadArchiveChunk({
              uploadId,
              file: name,
              offset,
              data: bytesToBase64(bytes),
            });
            sentBytes += bytes.length;
            set({ archiveUpload: { status: 'pending', error: null, sentBytes, totalBytes } });
          }
        }
        heldId = null; // prepare consumes the upload, whatever it answers
        const archive = await bridge.setup.prepareArchive({ uploadId });
        heldId = archive.archiveId;
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
        const started = await bridge.setup.importArchive({
          archiveId: archive.archiveId,
          name,
          entities,
          delivery,
        });
        set({
          importStart: DONE,
          currentImport: { job: started.job, errors: [], sourceUri: started.sourceUri },
        });
        rememberJob(started.job);
        return true;
      } catch (error) {
        set({ importStart: failed(error) });
        return false;
      }
    },

    async importFromUrl({ name, sourceUri, entities }) {
      set({ importStart: PENDING });
      try {
        const job = await bridge.setup.startImport({ name, sourceUri, entities });
        set({ importStart: DONE, currentImport: { job, errors: [], sourceUri } });
        rememberJob(job);
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

    async loadSetupStores() {
      set({ setupStoresLoad: PENDING });
      try {
        const { stores } = await bridge.setup.listStores();
        set({ setupStores: stores, setupStoresLoad: DONE });
      } catch (error) {
        set({ setupStoresLoad: failed(error) });
      }
    },

    async saveStore(change) {
      const store = await save('store', () =>
        'create' in change
          ? bridge.setup.createStore(change.create)
          : bridge.setup.updateStore({ storeId: change.storeId, patch: change.patch }),
      );
      if (store) {
        set((state) => ({
          setupStores: state.setupStores.some((known) => known.store_id === store.store_id)
            ? state.setupStores.map((known) => (known.store_id === store.store_id ? store : known))
            : [...state.setupStores, store],
        }));
      }
      return store;
    },

    async loadSetupConfigs() {
      set({ setupConfigsLoad: PENDING });
      try {
        set({ setupConfigs: await bridge.setup.getConfigs(), setupConfigsLoad: DONE });
      } catch (error) {
        set({ setupConfigsLoad: failed(error) });
      }
    },

    async savePickupConfig(config) {
      const saved = await save('pickup', () => bridge.setup.savePickupConfig(config));
      if (saved) patchConfigs({ pickup: saved });
      return saved !== null;
    },

    async savePrintConfig(config) {
      const saved = await save('print', () => bridge.setup.savePrintConfig(config));
      if (saved) patchConfigs({ print: saved });
      return saved !== null;
    },

    async saveAppConfig(patch) {
      const saved = await save('app', () => bridge.setup.updateAppConfig(patch));
      if (saved) patchConfigs({ app: saved });
      return saved !== null;
    },

    async saveCashDrawerConfig(config) {
      const saved = await save('cashDrawer', () => bridge.setup.saveCashDrawerConfig(config));
      if (saved) patchConfigs({ cashDrawer: saved });
      return saved !== null;
    },

    async saveRoundingConfig(config) {
      const saved = await save('rounding', () => bridge.setup.saveRoundingConfig(config));
      if (saved) patchConfigs({ rounding: saved });
      return saved !== null;
    },

    clearSetupSave(key) {
      set((state) => ({ setupSaves: { ...state.setupSaves, [key]: IDLE } }));
    },
  };
};
