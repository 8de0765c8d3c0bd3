// The settings file outside Electron: `conf` writes it atomically (temp file + rename), so a crash mid-write
// leaves the previous settings, never half of them.
import Conf from 'conf';
import { existsSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { SettingsStorage } from './settings-storage';

export const SETTINGS_FILE_NAME = 'settings';

/**
 * `<dir>/settings.json`. A file that is not JSON at all (a disk error, a bad hand edit) is moved aside to
 * `settings.json.damaged-<time>` — kept for a person to look at — and the workstation starts from defaults.
 */
export function createConfSettingsStorage(
  dir: string,
  log: (message: string) => void = console.warn,
): SettingsStorage {
  return openMovingDamagedAside(join(dir, `${SETTINGS_FILE_NAME}.json`), () => openConf(dir), log);
}

/** Opens a settings file with `open`; one that cannot be parsed is renamed aside first (the shell uses it too). */
export function openMovingDamagedAside<Storage>(
  file: string,
  open: () => Storage,
  log: (message: string) => void,
): Storage {
  try {
    return open();
  } catch (error) {
    if (!existsSync(file)) throw error;
    const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(file, aside);
    log(
      `The settings file ${file} could not be read (${(error as Error).message}); it was moved to ${aside}.`,
    );
    return open();
  }
}

function openConf(dir: string): SettingsStorage {
  return new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: SETTINGS_FILE_NAME,
    projectName: 'associate-pos',
    clearInvalidConfig: false,
  });
}
