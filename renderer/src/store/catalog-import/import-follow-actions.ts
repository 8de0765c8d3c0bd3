// Following an import to its end: the current job and its record-level errors read again (polled until it
// is finished or failed), the platform's recent imports, and opening one of them.
import { DONE, failed, PENDING, type ActionGroup } from '../slice';
import type { CatalogImportSlice } from '../catalog-import-slice';
import { isImportOver, rememberJob } from './import-jobs';

export const importFollowActions: ActionGroup<
  CatalogImportSlice,
  'refreshImport' | 'followImport' | 'loadImportJobs' | 'openImport'
> = (bridge) => (set, get) => ({
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
      rememberJob(set, job);
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
      rememberJob(set, job);
    } catch (error) {
      set({ importRefresh: failed(error) });
    }
  },
});
