// The window's own small settings file inside the shell: electron-store (conf underneath, in Electron's
// userData folder). The workstation's settings are the host process's (conf, the same file format).
import ElectronStore from 'electron-store';
import { join } from 'node:path';
import { openMovingDamagedAside } from '../services/settings/conf-settings-storage';
import type { SettingsStorage } from '../services/settings/settings-storage';

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
