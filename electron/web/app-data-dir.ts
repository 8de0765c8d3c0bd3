// The folder where the app keeps its data when no --data is given: the same one Electron's
// app.getPath('userData') names for "Associate POS", so the window and the web host share a workstation.
import { homedir } from 'node:os';
import { join } from 'node:path';

export const APP_FOLDER_NAME = 'Associate POS';

export function defaultAppDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = homedir(),
): string {
  if (platform === 'win32') return join(env.APPDATA ?? join(home, 'AppData', 'Roaming'), APP_FOLDER_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', APP_FOLDER_NAME);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), APP_FOLDER_NAME);
}
