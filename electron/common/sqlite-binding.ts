// Which compiled better-sqlite3 a process loads. A native module is built for one ABI: `npm install`
// builds it for this Node (ABI 115 on Node 20), which the tests, the web host and the platform CLI use;
// Electron runs its own Node (ABI 145 for Electron 41) and needs a build of its own. In development that
// build lives in `.electron-native/` (scripts/prepare-electron-native.mjs), beside the Node one, and reaches
// every `new Database()` through better-sqlite3's `nativeBinding` option; a packaged app carries node_modules
// rebuilt for Electron by electron-builder, so it loads the package's own build.
import { join } from 'node:path';

/** The process environment variable that names the binding every database of this process loads. */
export const SQLITE_BINDING_ENV = 'POS_SQLITE_BINDING';

/** The command that builds the Electron binding (package.json script). */
export const REBUILD_FOR_ELECTRON_COMMAND = 'npm run rebuild:electron';

/** The folder, under the project, of the Electron build for one Electron version, platform and CPU. */
export function electronNativeDir(
  projectRoot: string,
  electronVersion: string,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  return join(projectRoot, '.electron-native', `electron-${electronVersion}-${platform}-${arch}`);
}

/** The compiled module inside such a folder. */
export function electronBindingFile(nativeDir: string): string {
  return join(nativeDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node');
}

export interface SqliteRuntime {
  /** `process.versions`: `electron` is set inside Electron (main, utility and renderer processes). */
  versions: Partial<Record<string, string>>;
  /** Electron's `app.isPackaged` (false in development and under plain Node). */
  isPackaged: boolean;
  /** The project folder (development) or the app's resources (packaged). */
  projectRoot: string;
  exists(path: string): boolean;
}

export type SqliteBindingChoice =
  /** The package's own build: right for plain Node, and for a packaged app (rebuilt for Electron). */
  | { kind: 'package-build'; nativeBinding?: undefined; reason: string }
  /** Development inside Electron: the build prepared for this Electron version. */
  | { kind: 'electron-build'; nativeBinding: string; reason: string }
  /** Development inside Electron with no Electron build prepared: the app must say how to make one. */
  | { kind: 'missing-electron-build'; nativeBinding?: undefined; expected: string; reason: string };

export function chooseSqliteBinding(runtime: SqliteRuntime): SqliteBindingChoice {
  const electronVersion = runtime.versions.electron;
  if (!electronVersion) {
    return { kind: 'package-build', reason: `plain Node ${runtime.versions.node ?? ''}`.trim() };
  }
  if (runtime.isPackaged) {
    return {
      kind: 'package-build',
      reason: `packaged app (node_modules rebuilt for Electron ${electronVersion})`,
    };
  }
  const expected = electronBindingFile(electronNativeDir(runtime.projectRoot, electronVersion));
  if (runtime.exists(expected)) {
    return { kind: 'electron-build', nativeBinding: expected, reason: `Electron ${electronVersion} build` };
  }
  return {
    kind: 'missing-electron-build',
    expected,
    reason: `no build of better-sqlite3 for Electron ${electronVersion} at ${expected}`,
  };
}

/** better-sqlite3's constructor options that load the binding this process was told to use. */
export function sqliteOpenOptions(env: Partial<Record<string, string>> = process.env): {
  nativeBinding?: string;
} {
  const nativeBinding = env[SQLITE_BINDING_ENV];
  return nativeBinding ? { nativeBinding } : {};
}

/**
 * A build of better-sqlite3 that does not fit, as facts the shell words in the associate's language
 * (electron/shell/startup-problem.ts), each with the command, run in the project folder, that fixes it.
 */
export type BindingProblem =
  /** Built for another ABI: the NODE_MODULE_VERSION it was built for and the one this runtime needs. */
  | { code: 'abi_mismatch'; builtFor: string; needs: string; command: string }
  /** The compiled module did not load; `detail` is the loader's first line, as an IT person would search it. */
  | { code: 'load_failed'; detail: string; command: string }
  /** Development inside Electron with no Electron build prepared where the app looks for it. */
  | { code: 'missing_build'; expected: string; command: string };

const ABI_MISMATCH = /NODE_MODULE_VERSION (\d+)[\s\S]*?requires\s+NODE_MODULE_VERSION (\d+)/;

/**
 * Reads a failure to load better-sqlite3 as the problem an installer can fix: a module built for another
 * ABI, or a missing build. Undefined for anything else (that error is shown as it is).
 */
export function describeBindingProblem(error: unknown): BindingProblem | undefined {
  const text = error instanceof Error ? error.message : String(error);
  const mismatch = ABI_MISMATCH.exec(text);
  if (mismatch) {
    return {
      code: 'abi_mismatch',
      builtFor: mismatch[1] ?? '',
      needs: mismatch[2] ?? '',
      command: REBUILD_FOR_ELECTRON_COMMAND,
    };
  }
  const code = (error as { code?: unknown } | undefined)?.code;
  if (
    code === 'ERR_DLOPEN_FAILED' ||
    code === 'MODULE_NOT_FOUND' ||
    /better_sqlite3\.node|Could not locate the bindings file/.test(text)
  ) {
    return {
      code: 'load_failed',
      detail: text.split('\n')[0] ?? text,
      command: REBUILD_FOR_ELECTRON_COMMAND,
    };
  }
  return undefined;
}

/** The choice's problem, when it has one (the Electron build was never prepared). */
export function missingBuildProblem(choice: SqliteBindingChoice): BindingProblem | undefined {
  if (choice.kind !== 'missing-electron-build') return undefined;
  return { code: 'missing_build', expected: choice.expected, command: REBUILD_FOR_ELECTRON_COMMAND };
}
