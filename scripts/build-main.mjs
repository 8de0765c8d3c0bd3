// Bundles the main-process code with esbuild (the renderer is built by Vite):
// - the Electron main process and its host process (a utilityProcess running the services; ESM; npm
//   packages stay external, electron-builder ships node_modules),
// - the preload as ONE CommonJS file: a sandboxed renderer's preload can require nothing but `electron`,
// - the web host, which serves the same app to a browser when there is no Electron binary.
import { build } from 'esbuild';

/**
 * The names and channels of every bridge call and event, computed from shared/bridge at build time and
 * inlined into the preload (which then needs no zod nor schemas; the main process parses every payload).
 */
async function bridgeManifest() {
  const bundled = await build({
    entryPoints: ['shared/bridge/manifest.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    logLevel: 'warning',
  });
  const source = bundled.outputFiles[0].text;
  const module = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`);
  return module.bridgeManifest();
}

const manifest = await bridgeManifest();

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({
    ...common,
    entryPoints: { main: 'electron/shell/main.ts', 'host-process': 'electron/shell/host-process.ts' },
    outdir: 'dist/electron',
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    packages: 'external',
  }),
  build({
    ...common,
    // The import worker sits beside both hosts that embed the platform (run-import-worker.ts loads it).
    entryPoints: {
      'web-host': 'electron/web/web-host-cli.ts',
      'import-worker': 'electron/platform/import/worker/import-worker.ts',
      // A PostgreSQL connection's thread (electron/platform/db/postgres/postgres-database.ts loads it).
      'postgres-connection-worker': 'electron/platform/db/postgres/postgres-connection-worker.mjs',
    },
    outdir: 'dist/electron',
    outExtension: { '.js': '.mjs' },
    format: 'esm',
    packages: 'external',
  }),
  build({
    ...common,
    entryPoints: { preload: 'electron/shell/preload.ts' },
    outdir: 'dist/electron',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    platform: 'browser',
    external: ['electron'],
    define: { __POS_BRIDGE_MANIFEST__: JSON.stringify(manifest) },
  }),
]);
