// Starting an import on the platform: from the archive prepared from the chosen files (delivered to the
// platform as chosen), or from an address the platform reads itself (https:// or s3://).
import type { ImportJob } from '../../../../shared/contract/import-job';
import { DONE, failed, PENDING, type ActionGroup, type PosSet } from '../slice';
import type { CatalogImportSlice } from '../catalog-import-slice';
import { rememberJob } from './import-jobs';

/** A job just started becomes the one followed, and the first of the recent ones. */
function started(set: PosSet, job: ImportJob, sourceUri: string | null): void {
  set({ importStart: DONE, currentImport: { job, errors: [], sourceUri } });
  rememberJob(set, job);
}

export const importStartActions: ActionGroup<CatalogImportSlice, 'importPreparedArchive' | 'importFromUrl'> =
  (bridge) => (set, get) => ({
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
        started(set, result.job, result.sourceUri);
        return true;
      } catch (error) {
        set({ importStart: failed(error) });
        return false;
      }
    },

    async importFromUrl({ name, sourceUri, entities }) {
      set({ importStart: PENDING });
      try {
        started(set, await bridge.setup.startImport({ name, sourceUri, entities }), sourceUri);
        return true;
      } catch (error) {
        set({ importStart: failed(error) });
        return false;
      }
    },
  });
