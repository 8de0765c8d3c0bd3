// The settings file inside the shell: electron-store (conf underneath, in Electron's userData folder).
import ElectronStore from 'electron-store';
import { join } from 'node:path';
import { openMovingDamagedAside, SETTINGS_FILE_NAME } from '../services/settings/conf-settings-storage';
import type { SettingsStorage } from '../services/settings/settings-storage';

export function createElectronSettingsStorage(
  userDataDir: string,
  log: (message: string) => void,
): SettingsStorage {
  return openMovingDamagedAside(
    join(userDataDir, `${SETTINGS_FILE_NAME}.json`),
    () =>
      new ElectronStore<Record<string, unknown>>({
        name: SETTINGS_FILE_NAME,
        cwd: userDataDir,
        clearInvalidConfig: false,
      }),
    log,
  );
}

/** Window size and place, in their own small file (they change often and matter to no one else). */
export function createWindowStateStorage(
  userDataDir: string,
  log: (message: string) => void,
): SettingsStorage {
  return openMovingDamagedAside(
    join(userDataDir, 'window-state.json'),
    () =>
      new ElectronStore<Record<string, unknown>>({
        name: 'window-state',
        cwd: userDataDir,
        clearInvalidConfig: false,
      }),
    log,
  );
}
