// The administrator's setup, as one part of the store made of two: catalog imports (catalog-import-slice.ts,
// with the first look at chosen files in catalog-file-checks.ts and their way to the main process in
// archive-upload.ts) and the platform's records and configurations (setup-config-slice.ts). Screens and
// session-reset.ts use this module; the parts can be read on their own.
import {
  catalogImportSessionState,
  createCatalogImportSlice,
  type CatalogImportSlice,
} from './catalog-import-slice';
import { createSetupConfigSlice, setupConfigSessionState, type SetupConfigSlice } from './setup-config-slice';
import type { PosSliceCreator } from './slice';

export {
  LOCAL_CHECK_MAX_BYTES,
  describeChoice,
  type ChoiceRefusal,
  type ChosenFile,
  type ChosenFileCheck,
} from './catalog-file-checks';
export { bytesToBase64 } from './archive-upload';
export {
  isImportOver,
  type ArchiveUploadProgress,
  type CatalogChoice,
  type CurrentImport,
} from './catalog-import-slice';
export { setupFieldError, type SetupConfigs, type SetupSaveKey } from './setup-config-slice';

export type SetupSlice = CatalogImportSlice & SetupConfigSlice;

/** The setup part of a session as it starts (session-reset.ts puts it back for each new session). */
export function setupSessionState() {
  return { ...catalogImportSessionState(), ...setupConfigSessionState() };
}

export const createSetupSlice: PosSliceCreator<SetupSlice> = (bridge) => (set, get, store) => ({
  ...createCatalogImportSlice(bridge)(set, get, store),
  ...createSetupConfigSlice(bridge)(set, get, store),
});
