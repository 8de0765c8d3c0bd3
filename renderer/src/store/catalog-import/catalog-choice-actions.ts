// The files chosen for a catalog import: checked at once (names, macOS metadata, each JSON head), then sent
// to the main process in chunks to be checked and zipped (archive-upload.ts). The main process holds what was
// sent for the current choice until the choice changes or is cleared.
import { checkChosenFiles, choiceRefusalText, refuseChoice, type ChosenFile } from '../catalog-file-checks';
import { sendArchive } from '../archive-upload';
import { asBridgeError, IDLE, type ActionGroup } from '../slice';
import type { ArchiveUploadProgress, CatalogChoice, CatalogImportSlice } from '../catalog-import-slice';

export const IDLE_UPLOAD: ArchiveUploadProgress = {
  status: 'idle',
  error: null,
  sentBytes: 0,
  totalBytes: 0,
};

export const catalogChoiceActions: ActionGroup<
  CatalogImportSlice,
  'chooseCatalogFiles' | 'clearCatalogChoice' | 'uploadCatalog'
> = (bridge) => (set, get) => {
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

  return {
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
  };
};
