// Which better-sqlite3 build each runtime loads, and what the app says when the one it finds does not fit.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  chooseSqliteBinding,
  describeBindingProblem,
  electronBindingFile,
  electronNativeDir,
  missingBuildProblem,
  SQLITE_BINDING_ENV,
  sqliteOpenOptions,
} from '../../electron/common/sqlite-binding';
import { openLocalDatabase } from '../../electron/services/local-db/local-database';
import { openPlatformDatabase } from '../../electron/platform/db/database';
import { electronNativePlan } from '../../scripts/prepare-electron-native.mjs';

const PROJECT = resolve('.');
const ELECTRON = '41.10.7';
const nodeBuild = join(
  dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json')),
  'build',
  'Release',
  'better_sqlite3.node',
);
const folders: string[] = [];
const savedBinding = process.env[SQLITE_BINDING_ENV];

afterEach(() => {
  if (savedBinding === undefined) delete process.env[SQLITE_BINDING_ENV];
  else process.env[SQLITE_BINDING_ENV] = savedBinding;
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const made = mkdtempSync(join(tmpdir(), 'pos-binding-'));
  folders.push(made);
  return made;
}

describe('choosing the SQLite build', () => {
  it('plain Node (tests, web host, platform CLI) loads the build npm install made', () => {
    const choice = chooseSqliteBinding({
      versions: { node: '20.20.2' },
      isPackaged: false,
      projectRoot: PROJECT,
      exists: () => true,
    });
    expect(choice.kind).toBe('package-build');
    expect(choice.nativeBinding).toBeUndefined();
  });

  it('a packaged app loads node_modules as electron-builder rebuilt it for Electron', () => {
    const choice = chooseSqliteBinding({
      versions: { node: '24.0.0', electron: ELECTRON },
      isPackaged: true,
      projectRoot: '/opt/Associate POS/resources/app.asar',
      exists: () => false,
    });
    expect(choice.kind).toBe('package-build');
  });

  it('Electron in development loads the Electron build prepared beside the Node one', () => {
    const expected = electronBindingFile(electronNativeDir(PROJECT, ELECTRON));
    const choice = chooseSqliteBinding({
      versions: { node: '24.0.0', electron: ELECTRON },
      isPackaged: false,
      projectRoot: PROJECT,
      exists: (path) => path === expected,
    });
    expect(choice).toMatchObject({ kind: 'electron-build', nativeBinding: expected });
    expect(expected).toContain(
      join('.electron-native', `electron-${ELECTRON}-${process.platform}-${process.arch}`),
    );
    expect(missingBuildProblem(choice)).toBeUndefined();
  });

  it('Electron in development without that build says which command makes it', () => {
    const choice = chooseSqliteBinding({
      versions: { electron: ELECTRON },
      isPackaged: false,
      projectRoot: PROJECT,
      exists: () => false,
    });
    expect(choice.kind).toBe('missing-electron-build');
    expect(missingBuildProblem(choice)).toEqual({
      code: 'missing_build',
      expected: electronBindingFile(electronNativeDir(PROJECT, ELECTRON)),
      command: 'npm run rebuild:electron',
    });
  });

  it('the build script puts the Electron build where the app looks for it', () => {
    const plan = electronNativePlan(PROJECT);
    expect(plan.nativeDir).toBe(electronNativeDir(PROJECT, plan.electronVersion));
    expect(plan.binding).toBe(electronBindingFile(plan.nativeDir));
    expect(plan.electronVersion).toMatch(/^41\./);
  });
});

describe('loading the chosen build', () => {
  it('every database of the process opens through the binding named in its environment', () => {
    process.env[SQLITE_BINDING_ENV] = nodeBuild;
    expect(sqliteOpenOptions()).toEqual({ nativeBinding: nodeBuild });
    const local = openLocalDatabase(folder());
    expect(local.pragma('journal_mode', { simple: true })).toBe('wal');
    local.close();
    const platform = openPlatformDatabase(folder());
    platform.close();
  });

  it('a binding that cannot be loaded is an error the app explains, with the fixing command', () => {
    process.env[SQLITE_BINDING_ENV] = join(folder(), 'better_sqlite3.node');
    let failure: unknown;
    try {
      openLocalDatabase(folder());
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(Error);
    expect(describeBindingProblem(failure)).toMatchObject({
      code: 'load_failed',
      detail: expect.stringContaining('better_sqlite3.node'),
      command: 'npm run rebuild:electron',
    });
  });

  it('reads the ABI mismatch Node reports for a module built for another runtime', () => {
    const error = Object.assign(
      new Error(
        "The module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\n" +
          'was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115. This version of ' +
          'Node.js requires\nNODE_MODULE_VERSION 145. Please try re-compiling or re-installing\nthe module ' +
          '(for instance, using `npm rebuild` or `npm install`).',
      ),
      { code: 'ERR_DLOPEN_FAILED' },
    );
    expect(describeBindingProblem(error)).toEqual({
      code: 'abi_mismatch',
      builtFor: '115',
      needs: '145',
      command: 'npm run rebuild:electron',
    });
  });

  it('leaves other errors as they are', () => {
    expect(describeBindingProblem(new Error('SQLITE_BUSY: database is locked'))).toBeUndefined();
    expect(new Database(':memory:').pragma('user_version', { simple: true })).toBe(0);
  });
});
