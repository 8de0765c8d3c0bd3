// Entry of the host process: an Electron utilityProcess started by main.ts. It builds the services, the
// local database and the embedded platform (createHost) and serves the window's bridge calls over the
// parent port, so that work of any length here (an import, a first sync of a large catalog) never holds up
// the window's main thread. Settings are read with `conf` (electron-store needs the main process's `app`);
// the file is the same one.
import { createHost, type HostLogger } from '../host/create-host';
import { createConfSettingsStorage } from '../services/settings/conf-settings-storage';
import {
  serveHost,
  type HostStartOptions,
  type HostToMainMessage,
  type MainToHostMessage,
  type MessageEnd,
  type ServedHost,
} from './host-channel';

/** Builds the desktop app's host from what the main process sent. */
export function createDesktopHost(options: HostStartOptions, logger: HostLogger): Promise<ServedHost> {
  return createHost({
    dataDir: options.dataDir,
    settingsStore: createConfSettingsStorage(options.dataDir, logger.warn),
    ...(options.platformUrl ? { platformUrl: options.platformUrl } : {}),
    ...(options.defaultLocale ? { defaultLocale: options.defaultLocale } : {}),
    logger,
  });
}

/** A logger whose lines reach the main process (which writes them where the app's log goes). */
export function channelLogger(end: MessageEnd<HostToMainMessage, MainToHostMessage>): HostLogger {
  return {
    info: (message) => end.post({ type: 'log', level: 'info', message }),
    warn: (message) => end.post({ type: 'log', level: 'warn', message }),
    error: (message, error) =>
      end.post({
        type: 'log',
        level: 'error',
        message: error === undefined ? message : `${message}: ${(error as Error)?.stack ?? String(error)}`,
      }),
  };
}

interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

const parentPort = (process as unknown as { parentPort?: ParentPort }).parentPort;
if (parentPort) {
  const end: MessageEnd<HostToMainMessage, MainToHostMessage> = {
    post: (message) => parentPort.postMessage(message),
    onMessage: (listener) => parentPort.on('message', (event) => listener(event.data as MainToHostMessage)),
  };
  const logger = channelLogger(end);
  serveHost(
    end,
    (options) => createDesktopHost(options, logger),
    (code) => process.exit(code),
  );
}
