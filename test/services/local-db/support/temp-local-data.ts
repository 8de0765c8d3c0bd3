// A workstation database of its own for each test: a real SQLite file in a temporary folder, closed and
// deleted after the test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { LocalData } from '../../../../electron/services/local-db/local-data';

/** Registers the hooks; call the returned function inside a test for that test's LocalData. */
export function localDataForEachTest(): () => LocalData {
  let dataDir: string | undefined;
  let data: LocalData | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'pos-local-db-'));
    data = LocalData.open(dataDir);
  });
  afterEach(() => {
    data?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    data = dataDir = undefined;
  });
  return () => {
    if (!data) throw new Error('The local database exists only while a test runs.');
    return data;
  };
}
