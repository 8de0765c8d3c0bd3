// Builds better-sqlite3 for the installed Electron into .electron-native/, beside the Node build that
// `npm install` made in node_modules (the tests, the web host and the platform CLI keep using that one).
// The Electron app loads this build through better-sqlite3's `nativeBinding` option
// (electron/common/sqlite-binding.ts). Run by `npm start` before it opens the window, and by hand as
// `npm run rebuild:electron` (which rebuilds even when the build looks current).
// A packaged app does not need it: electron-builder rebuilds node_modules for Electron (npmRebuild).
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(projectRoot, 'package.json'));

function packageVersion(name) {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')).version;
}

/** Where the build for this Electron, platform and CPU goes (same rule as electron/common/sqlite-binding.ts). */
export function electronNativePlan(root = projectRoot) {
  const electronVersion = packageVersion('electron');
  const sqliteVersion = packageVersion('better-sqlite3');
  const nativeDir = join(
    root,
    '.electron-native',
    `electron-${electronVersion}-${process.platform}-${process.arch}`,
  );
  return {
    electronVersion,
    sqliteVersion,
    nativeDir,
    binding: join(nativeDir, 'node_modules', 'better-sqlite3', 'build', 'Release', 'better_sqlite3.node'),
    stampFile: join(nativeDir, 'built-for.json'),
  };
}

function isCurrent(plan) {
  if (!existsSync(plan.binding) || !existsSync(plan.stampFile)) return false;
  try {
    const stamp = JSON.parse(readFileSync(plan.stampFile, 'utf8'));
    return stamp.electron === plan.electronVersion && stamp.betterSqlite3 === plan.sqliteVersion;
  } catch {
    return false;
  }
}

/** Makes the Electron build unless a current one is there. Resolves to the binding's path. */
export async function prepareElectronNative({ force = false, log = console.log } = {}) {
  const plan = electronNativePlan();
  if (!force && isCurrent(plan)) return plan.binding;
  log(
    `Building better-sqlite3 ${plan.sqliteVersion} for Electron ${plan.electronVersion} into ${plan.nativeDir} ...`,
  );
  rmSync(plan.nativeDir, { recursive: true, force: true });
  const moduleDir = join(plan.nativeDir, 'node_modules', 'better-sqlite3');
  mkdirSync(moduleDir, { recursive: true });
  // The package's sources without its Node build: the Electron build is made from them.
  cpSync(dirname(require.resolve('better-sqlite3/package.json')), moduleDir, {
    recursive: true,
    filter: (source) => !source.includes(`${join('better-sqlite3', 'build')}`),
  });
  writeFileSync(
    join(plan.nativeDir, 'package.json'),
    JSON.stringify({
      name: 'electron-native',
      private: true,
      dependencies: { 'better-sqlite3': plan.sqliteVersion },
    }),
  );
  const { rebuild } = await import('@electron/rebuild');
  await rebuild({
    buildPath: plan.nativeDir,
    electronVersion: plan.electronVersion,
    arch: process.arch,
    onlyModules: ['better-sqlite3'],
    force: true,
    mode: 'sequential',
  });
  if (!existsSync(plan.binding)) {
    throw new Error(`@electron/rebuild finished but ${plan.binding} is missing.`);
  }
  writeFileSync(
    plan.stampFile,
    JSON.stringify({
      electron: plan.electronVersion,
      betterSqlite3: plan.sqliteVersion,
      builtAt: new Date().toISOString(),
    }),
  );
  log(`Built ${plan.binding}.`);
  return plan.binding;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  prepareElectronNative({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(
      `Could not build better-sqlite3 for Electron: ${error?.message ?? error}\n` +
        'It needs the Electron headers (downloaded from the internet) and a C++ toolchain (python3, make, g++ ' +
        'or Visual Studio Build Tools). Fix that and run `npm run rebuild:electron` again.',
    );
    process.exit(1);
  });
}
