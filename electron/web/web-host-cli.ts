// `node dist/electron/web-host.mjs [--port N] [--data DIR] [--platform-url URL]` (what `npm start` runs
// when there is no Electron binary): the app's services and its built renderer on 127.0.0.1, opened in any
// browser with the printed URL, which carries this launch's secret.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { commandLine, type CommandLine } from '../common/command-line';
import { consoleLogger, createHost } from '../host/create-host';
import { createConfSettingsStorage } from '../services/settings/conf-settings-storage';
import { defaultAppDataDir } from './app-data-dir';
import { startWebHost } from './web-host';

const USAGE =
  'Usage: node dist/electron/web-host.mjs [--port N] [--data DIR] [--platform-url URL] [--renderer DIR]\n' +
  '       [--sync-interval SECONDS]\n' +
  '  --port          port on 127.0.0.1 (default 0: a free one)\n' +
  '  --data          the app data folder (default: the same folder the Electron app uses)\n' +
  '  --platform-url  use this platform for this launch instead of the embedded one (or the saved choice)\n' +
  '  --renderer      the built renderer (default: dist/renderer)\n' +
  '  --sync-interval seconds between two polling syncs (default 60 while the events stream is down, 300 while it follows)';

// Typed explicitly so TypeScript knows cli.fail() ends the program.
const cli: CommandLine = commandLine('web-host', USAGE);

async function main(): Promise<void> {
  const values = cli.parse(() =>
    parseArgs({
      options: {
        port: { type: 'string', default: '0' },
        data: { type: 'string' },
        'platform-url': { type: 'string' },
        renderer: { type: 'string' },
        'sync-interval': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }),
  );
  if (!values) return;
  const port = cli.port(values.port, 0);
  const platformUrl = values['platform-url'];
  if (platformUrl !== undefined && !/^https?:\/\/[^\s/]+/i.test(platformUrl)) {
    cli.fail(`--platform-url must be an http:// or https:// URL, got '${platformUrl}'`);
  }
  const rendererDir = values.renderer ? resolve(values.renderer) : findRendererDir();
  if (!existsSync(join(rendererDir, 'index.html'))) {
    console.error(
      `The built renderer is missing (${join(rendererDir, 'index.html')}): run npm run build first.`,
    );
    process.exit(1);
  }
  const dataDir = resolve(values.data ?? defaultAppDataDir());
  const syncInterval = values['sync-interval'];
  if (syncInterval !== undefined && !/^[1-9]\d*$/.test(syncInterval)) {
    console.error(`--sync-interval must be a whole number of seconds, got '${syncInterval}'.\n${USAGE}`);
    process.exit(2);
  }

  const host = await createHost({
    dataDir,
    settingsStore: createConfSettingsStorage(dataDir),
    ...(platformUrl ? { platformUrl } : {}),
    // One interval for both: a spec that sets it long shows that changes arrive by the events stream.
    ...(syncInterval
      ? { sync: { intervalMs: Number(syncInterval) * 1000, liveIntervalMs: Number(syncInterval) * 1000 } }
      : {}),
    logger: consoleLogger,
  });
  let webHost;
  try {
    webHost = await startWebHost({ bridge: host, rendererDir, port, log: consoleLogger.warn });
  } catch (error) {
    await host.close();
    throw error;
  }
  console.log(`Associate POS (web host), data in ${dataDir}`);
  console.log(`Open this address in a browser (it carries this launch's secret; do not share it):`);
  console.log(`  ${webHost.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    await webHost.close();
    await host.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/** dist/renderer beside the bundled dist/electron/web-host.mjs, else the project's dist/renderer (tsx). */
function findRendererDir(): string {
  const beside = fileURLToPath(new URL('../renderer', import.meta.url));
  if (existsSync(join(beside, 'index.html'))) return beside;
  return resolve('dist', 'renderer');
}

main().catch((error: unknown) => {
  console.error(`Associate POS could not start: ${(error as Error).message}`);
  process.exit(1);
});
