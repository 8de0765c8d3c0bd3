// The composition root: builds every service once, for whichever transport carries the bridge (Electron
// IPC or the web host). Transports get `handlers` (one per bridge call, each parsing its request and its
// answer) and `events` (push events, payloads checked), and call `close()` on the way out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../services/api/api-errors';
import { PlatformApiClient } from '../services/api/platform-api-client';
import { openLocalDatabase } from '../services/local-db/local-database';
import { LocalStoreRepository } from '../services/local-db/local-store-repository';
import type { SecretProtector } from '../services/settings/secret-protector';
import { WorkstationSettingsService } from '../services/settings/settings-service';
import type { SettingsStorage } from '../services/settings/settings-storage';
import { createBridgeHandlers, type BridgeHandlerTable } from './bridge-handlers';
import { sessionHandlers } from './handlers/session-handlers';
import { setupHandlers } from './handlers/setup-handlers';
import { HostEvents } from './host-events';
import { PlatformConnection, type StartEmbeddedPlatform } from './platform-connection';
import { WorkstationSession } from './workstation-session';

export interface HostLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface HostOptions {
  /** The app's data folder: local database, embedded platform data, key file. */
  dataDir: string;
  /** The settings file: `conf` under Node, `electron-store` in the shell. */
  settingsStore: SettingsStorage;
  /** Seals the access token at rest: safeStorage in the shell, a key file elsewhere. */
  secretProtector: SecretProtector;
  /** `--platform-url`: talk to this platform for this launch instead of the workstation's setting. */
  platformUrl?: string;
  logger?: HostLogger;
  now?: () => Date;
  /** Replaces the embedded platform's start (tests that must not start one). */
  startEmbeddedPlatform?: StartEmbeddedPlatform;
}

export interface Host {
  readonly handlers: BridgeHandlerTable;
  readonly events: HostEvents;
  /** The settings service, for the shell's own needs (window state lives elsewhere). */
  readonly settings: WorkstationSettingsService;
  close(): Promise<void>;
}

export const consoleLogger: HostLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

export async function createHost(options: HostOptions): Promise<Host> {
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  mkdirSync(options.dataDir, { recursive: true });

  const settings = new WorkstationSettingsService(
    options.settingsStore,
    options.secretProtector,
    logger.warn,
  );
  const db = openLocalDatabase(join(options.dataDir));
  const closers: Array<() => Promise<void> | void> = [
    () => {
      db.close();
    },
  ];
  const events = new HostEvents((message, error) => logger.error(message, error));

  try {
    const connection = new PlatformConnection(
      settings,
      options.dataDir,
      logger.info,
      options.platformUrl,
      options.startEmbeddedPlatform,
    );
    closers.unshift(() => connection.close());
    const client = new PlatformApiClient({ baseUrl: 'http://127.0.0.1:1', now });
    const session = new WorkstationSession(
      client,
      connection,
      settings,
      new LocalStoreRepository(db, now),
      now,
      logger.info,
    );
    session.onChange((snapshot) => events.emit('onSessionChanged', snapshot));
    await session.start();

    const handlers = createBridgeHandlers(
      {
        session: sessionHandlers(session),
        setup: setupHandlers(session, client),
      },
      {
        error: (message, error) => logger.error(message, error),
        observe: (error) => {
          // The token was refused and could not be renewed: the renderer must show the sign-in again.
          if (error instanceof ApiError && error.status === 401) session.expire();
        },
      },
    );

    let closed = false;
    return {
      handlers,
      events,
      settings,
      async close() {
        if (closed) return;
        closed = true;
        await closeAll(closers, logger);
      },
    };
  } catch (error) {
    await closeAll(closers, logger);
    throw error;
  }
}

async function closeAll(closers: Array<() => Promise<void> | void>, logger: HostLogger): Promise<void> {
  for (const close of closers) {
    try {
      await close();
    } catch (error) {
      logger.error('Closing the host failed', error);
    }
  }
}
