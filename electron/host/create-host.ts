// The composition root: builds every service once, for whichever transport carries the bridge (Electron
// IPC or the web host). Transports get `handlers` (one per bridge call, each parsing its request and its
// answer) and `events` (push events, payloads checked), and call `close()` on the way out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ApiError } from '../services/api/api-errors';
import { PlatformApiClient } from '../services/api/platform-api-client';
import { CatalogArchives } from '../services/archive-share/catalog-archives';
import { LocalData } from '../services/local-db/local-data';
import { Outbox } from '../services/outbox/outbox';
import { createOutboxHandlers } from '../services/outbox/outbox-handlers';
import { OutboxReplayer } from '../services/outbox/outbox-replayer';
import { refreshRefusedOrders } from '../services/sync/refused-order-refresh';
import { PosMutations } from '../services/outbox/pos-mutations';
import { PrintService } from '../services/printing/print-service';
import { WorkstationSettingsService } from '../services/settings/settings-service';
import type { SettingsStorage } from '../services/settings/settings-storage';
import { createBridgeHandlers, type BridgeHandlerTable } from './bridge-handlers';
import { cashHandlers } from './handlers/cash-handlers';
import { catalogHandlers } from './handlers/catalog-handlers';
import { CatalogSearch } from '../services/catalog/catalog-search';
import { pickupHandlers } from './handlers/pickup-handlers';
import { printingHandlers } from './handlers/printing-handlers';
import { printZReportOfClose } from './handlers/drawer-report-handlers';
import { returnsHandlers } from './handlers/returns-handlers';
import { saleHandlers } from './handlers/sale-handlers';
import { sessionHandlers } from './handlers/session-handlers';
import { setupHandlers } from './handlers/setup-handlers';
import { syncHandlers } from './handlers/sync-handlers';
import { outboxState, toSyncState } from './views/sync-view';
import { SyncService, type SyncServiceOptions } from '../services/sync/sync-service';
import { HostEvents } from './host-events';
import { WorkstationConfigs } from '../services/settings/workstation-configs';
import { PlatformConnection, type StartEmbeddedPlatform } from './platform-connection';
import { SaleDesk } from '../services/sale/sale-desk';
import { toPrintJobView } from './views/print-job-view';
import { productVariantText } from './views/order-view';
import { WorkstationDevices, type WorkstationDevicesOptions } from './workstation-devices';
import { CALLS_ALLOWED_WHILE_LOCKED, WorkstationSession } from './workstation-session';
import { idleLockSeconds } from '../../shared/contract/app-config';

export interface HostLogger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface HostOptions {
  /** The app's data folder: local database, embedded platform data, settings. */
  dataDir: string;
  /** The settings file: `conf` under Node, `electron-store` in the shell. */
  settingsStore: SettingsStorage;
  /** `--platform-url`: talk to this platform for this launch instead of the workstation's setting. */
  platformUrl?: string;
  logger?: HostLogger;
  now?: () => Date;
  /** Replaces the embedded platform's start (tests that must not start one). */
  startEmbeddedPlatform?: StartEmbeddedPlatform;
  /** Timeouts of device discovery, pairing and drawer exchanges. */
  devices?: WorkstationDevicesOptions;
  /** Polling intervals and whether to follow the platform's events stream (SyncService's defaults). */
  sync?: Pick<SyncServiceOptions, 'intervalMs' | 'liveIntervalMs' | 'followEvents'>;
}

export interface Host {
  readonly handlers: BridgeHandlerTable;
  readonly events: HostEvents;
  /** The workstation's settings (the shell keeps its window state elsewhere). */
  readonly settings: WorkstationSettingsService;
  close(): Promise<void>;
}

export const consoleLogger: HostLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error ?? ''),
};

const RECENT_PRINT_JOBS = 50;
/** The store whose data the local database holds (kept in its sync_state table). */
const SYNCED_STORE_KEY = 'host.syncedStoreId';

export async function createHost(options: HostOptions): Promise<Host> {
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  mkdirSync(options.dataDir, { recursive: true });
  const closers: Array<() => Promise<void> | void> = [];
  const events = new HostEvents((message, error) => logger.error(message, error));

  try {
    const settings = new WorkstationSettingsService(options.settingsStore, logger.warn);
    const data = LocalData.open(options.dataDir, { now });
    closers.unshift(() => data.close());

    // Catalogs an admin chooses here are served to the embedded platform over HTTPS with this launch's
    // certificate, which that platform is told to trust.
    const archives = new CatalogArchives({
      dir: join(options.dataDir, 'catalog-archives'),
      log: logger.info,
    });
    closers.unshift(() => archives.close());
    const startEmbedded: StartEmbeddedPlatform =
      options.startEmbeddedPlatform ??
      (async (appDataDir, log) => {
        const { startEmbeddedPlatform } = await import('./embedded-platform');
        return startEmbeddedPlatform(appDataDir, log, { extraCaCertificates: [archives.certificatePem] });
      });
    const connection = new PlatformConnection(
      settings,
      options.dataDir,
      logger.info,
      options.platformUrl,
      startEmbedded,
    );
    closers.unshift(() => connection.close());
    const client = new PlatformApiClient({ baseUrl: 'http://127.0.0.1:1', now });
    const session = new WorkstationSession(client, connection, settings, data.stores, now, logger.info);
    session.onChange((snapshot) => events.emit('onSessionChanged', snapshot));

    const outbox = new Outbox(data.db, now);
    const outboxHandlers = createOutboxHandlers(data, outbox);
    const replayer = new OutboxReplayer(outbox, client, outboxHandlers, { now });
    closers.unshift(() => replayer.stop());
    const sync = new SyncService({
      api: client,
      data,
      outbox,
      replayer,
      workstation: () => ({
        storeId: session.snapshot().store?.storeId ?? null,
        locale: settings.read().locale,
      }),
      ...options.sync,
      now,
    });
    closers.unshift(() => sync.dispose());
    const syncState = () => {
      const { user, store } = session.snapshot();
      return toSyncState(sync.status, {
        active: user !== null && store !== null,
        catalogProducts: data.catalog.count(),
      });
    };
    sync.on('statusChanged', () => events.emit('onSyncStateChanged', syncState()));
    sync.on('ordersChanged', ({ storeId, orderIds, createdOrderIds, source }) =>
      events.emit('onOrdersChanged', { storeId, orderIds, createdOrderIds, source }),
    );
    sync.on('drawersChanged', (drawerIds) => events.emit('onDrawersChanged', { drawerIds }));
    const publishOutbox = () => events.emit('onOutboxChanged', outboxState(outbox));
    outbox.on('countsChanged', publishOutbox);
    outbox.on('attemptFailed', publishOutbox);
    // A refused order change: the order is read again at once, then the screens re-read it.
    closers.unshift(
      refreshRefusedOrders({ outbox, api: client, data, onRefreshed: publishOutbox, log: logger.warn }),
    );
    followSessionWithSync(session, sync, data, () => events.emit('onSyncStateChanged', syncState()), logger);
    const mutations = new PosMutations(data, outbox, now);
    const configs = new WorkstationConfigs(data, client);

    const printing = new PrintService({
      db: data.db,
      printers: () => settings.read().printers,
      locale: () => settings.read().locale,
      products: (productId) => {
        const found = data.catalog.get(productId);
        if (!found) return undefined;
        const identifiers = found.product.external_identifiers ?? [];
        const sku = identifiers.find((entry) => entry.type.toLowerCase() === 'sku')?.value;
        const ean = identifiers.find((entry) => entry.type.toLowerCase() === 'ean13')?.value;
        const variant = productVariantText(found.product);
        return {
          title: found.product.title,
          ...(variant ? { variant } : {}),
          ...(sku ? { sku } : {}),
          ...(ean ? { ean } : {}),
        };
      },
      now,
    });
    closers.unshift(() => printing.stop());
    printing.on('jobChanged', (job) =>
      events.emit('onPrintJobsChanged', {
        job: toPrintJobView(job),
        recent: printing.list({ limit: RECENT_PRINT_JOBS }).map(toPrintJobView),
      }),
    );
    const devices = new WorkstationDevices(settings, printing, now, options.devices);
    closers.unshift(() => devices.close());
    devices.onDrawerStatus((status) => events.emit('onDrawerStatusChanged', status));
    const desk = new SaleDesk(data, configs);

    // A drawer's close has reached the platform, which wrote its Z report: print it at the counter.
    outbox.on('acknowledged', (entry) => {
      const payload = entry.payload as { transaction?: { type?: string; transaction_id?: string } };
      if (entry.kind !== 'cash_transaction' || payload.transaction?.type !== 'daily_close') return;
      const closeTransactionId = payload.transaction.transaction_id as string;
      printZReportOfClose({ client, printing, session, closeTransactionId }).catch((error: unknown) =>
        logger.warn(
          `The Z report of close ${closeTransactionId} was not printed: ${(error as Error).message}`,
        ),
      );
    });

    await session.start();
    printing.start();
    replayer.start();

    const log = (message: string) => logger.warn(message);
    const handlers = createBridgeHandlers(
      {
        session: sessionHandlers(session),
        catalog: catalogHandlers({ session, data, search: new CatalogSearch(data.db) }),
        pickup: pickupHandlers({
          session,
          data,
          outbox,
          replayer,
          mutations,
          configs,
          client,
          printing,
          sync,
          log,
        }),
        sale: saleHandlers({ session, data, desk, configs, mutations, printing, devices, log }),
        returns: returnsHandlers({ session, data, desk, configs, client, printing, devices, log }),
        cash: cashHandlers({ session, data, configs, mutations, devices }),
        printing: printingHandlers({ session, settings, printing, devices, configs, now }),
        sync: syncHandlers({ session, sync, syncState, outbox, replayer }),
        setup: setupHandlers({
          session,
          client,
          archives,
          configs,
          appConfigSaved: (config) => {
            data.configs.put('app', config);
            session.setIdleLockSeconds(idleLockSeconds(config));
          },
        }),
      },
      {
        error: (message, error) => logger.error(message, error),
        observe: (error) => {
          // The token was refused and could not be renewed: the renderer must show the sign-in again.
          if (error instanceof ApiError && error.status === 401) session.expire();
        },
      },
      (callName) =>
        session.isLocked && !CALLS_ALLOWED_WHILE_LOCKED.has(callName)
          ? {
              code: 'workstation_locked',
              message:
                'The workstation is locked: the signed-in associate unlocks it, or another one switches in.',
            }
          : undefined,
    );
    followAppConfig(session, configs, sync, logger);

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

/**
 * The sync runs while someone is signed in with a store chosen. A store other than the one last synced here
 * (now, or before a restart) is read in full: its catalog, orders and drawers are not the previous store's.
 */
function followSessionWithSync(
  session: WorkstationSession,
  sync: SyncService,
  data: LocalData,
  publish: () => void,
  logger: HostLogger,
): void {
  let following: string | null = null;
  const follow = () => {
    const { user, store } = session.snapshot();
    const storeId = user && store ? store.storeId : null;
    if (storeId === following) return;
    following = storeId;
    if (storeId === null) {
      void sync.stop();
    } else {
      if (data.syncState.get(SYNCED_STORE_KEY) !== storeId) {
        data.syncState.set(SYNCED_STORE_KEY, storeId);
        sync
          .syncNow({ full: true })
          .catch((error: unknown) =>
            logger.warn(`The first sync of store ${storeId} failed: ${(error as Error).message}`),
          );
      }
      sync.start();
    }
    publish();
  };
  session.onChange(follow);
  follow();
}

/** The idle time of the screen lock follows the application configuration: at each sign-in and each sync. */
function followAppConfig(
  session: WorkstationSession,
  configs: WorkstationConfigs,
  sync: SyncService,
  logger: HostLogger,
): void {
  const refresh = () => {
    if (!session.snapshot().user) return;
    configs.get('app').then(
      (config) => session.setIdleLockSeconds(idleLockSeconds(config)),
      (error: unknown) =>
        logger.warn(`The idle time of the screen lock was not read: ${(error as Error).message}`),
    );
  };
  let signedIn: string | null = null;
  session.onChange(({ user }) => {
    const now = user?.username ?? null;
    if (now !== signedIn) {
      signedIn = now;
      refresh();
    }
  });
  sync.on('statusChanged', refresh);
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
