// The composition root: builds every service once, for whichever transport carries the bridge (Electron
// IPC or the web host). Transports get `handlers` (one per bridge call, each parsing its request and its
// answer) and `events` (push events, payloads checked), and call `close()` on the way out.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
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
import type { ProductLookup } from '../services/printing/documents/document-inputs';
import type { BridgeHandlerTable } from './bridge-handlers';
import { printZReportOfClose } from './handlers/drawer-report-handlers';
import { hostBridgeHandlers } from './host-bridge-handlers';
import { outboxState, toSyncState } from './views/sync-view';
import { SyncService, type SyncServiceOptions } from '../services/sync/sync-service';
import { HostEvents } from './host-events';
import { WorkstationConfigs } from '../services/settings/workstation-configs';
import { DEFAULT_WORKSTATION_SETTINGS } from '../services/settings/workstation-settings';
import { PlatformConnection, type StartEmbeddedPlatform } from './platform-connection';
import { SaleDesk } from '../services/sale/sale-desk';
import { toPrintJobView } from './views/print-job-view';
import { productVariantText } from './views/order-view';
import { WorkstationDevices, type WorkstationDevicesOptions } from './workstation-devices';
import { WorkstationSession } from './workstation-session';
import { idleLockSeconds } from '../../shared/contract/app-config';
import type { UiLocale } from '../../shared/i18n/ui-locales';

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
  /** The workstation's language until someone chooses one (the desktop app: the system's); en-US if unset. */
  defaultLocale?: UiLocale;
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

/** What closes on the way out, most recently opened first. */
type Closers = Array<() => Promise<void> | void>;

export async function createHost(options: HostOptions): Promise<Host> {
  const logger = options.logger ?? consoleLogger;
  const now = options.now ?? (() => new Date());
  mkdirSync(options.dataDir, { recursive: true });
  const closers: Closers = [];
  const events = new HostEvents((message, error) => logger.error(message, error));

  try {
    const settings = new WorkstationSettingsService(options.settingsStore, logger.warn, {
      ...DEFAULT_WORKSTATION_SETTINGS,
      ...(options.defaultLocale ? { locale: options.defaultLocale } : {}),
    });
    const data = LocalData.open(options.dataDir, { now });
    closers.unshift(() => data.close());
    const platform = connectPlatform({ options, settings, data, events, closers, logger, now });
    const { session, client } = platform;
    const syncing = startSyncing({ options, settings, data, events, closers, logger, now, session, client });
    const printing = createPrinting({ settings, data, events, closers, now });
    const devices = new WorkstationDevices(settings, printing, now, options.devices);
    closers.unshift(() => devices.close());
    devices.onDrawerStatus((status) => events.emit('onDrawerStatusChanged', status));
    const desk = new SaleDesk(data, syncing.configs);
    printZReportsOfCloses({ outbox: syncing.outbox, client, printing, session, logger });

    await session.start();
    printing.start();
    syncing.replayer.start();

    const handlers = hostBridgeHandlers(
      { ...platform, ...syncing, settings, data, printing, devices, desk, now },
      logger,
    );
    followAppConfig(session, syncing.configs, syncing.sync, logger);

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

interface HostParts {
  options: HostOptions;
  settings: WorkstationSettingsService;
  data: LocalData;
  events: HostEvents;
  closers: Closers;
  logger: HostLogger;
  now: () => Date;
}

/** The platform this workstation talks to (embedded or remote), its API client and the signed-in session. */
function connectPlatform({ options, settings, data, events, closers, logger, now }: HostParts) {
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
  return { archives, client, session };
}

/**
 * The outbox and its replayer, the sync with the platform and the configurations it keeps here; their
 * changes go out as push events.
 */
function startSyncing(parts: HostParts & { session: WorkstationSession; client: PlatformApiClient }) {
  const { options, settings, data, events, closers, logger, now, session, client } = parts;
  const outbox = new Outbox(data.db, now);
  const replayer = new OutboxReplayer(outbox, client, createOutboxHandlers(data, outbox), { now });
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
  const publishOutbox = () => events.emit('onOutboxChanged', outboxState(outbox, data));
  outbox.on('countsChanged', publishOutbox);
  outbox.on('attemptFailed', publishOutbox);
  // A refused order change: the order is read again at once, then the screens re-read it.
  closers.unshift(
    refreshRefusedOrders({ outbox, api: client, data, onRefreshed: publishOutbox, log: logger.warn }),
  );
  followSessionWithSync(session, sync, () => events.emit('onSyncStateChanged', syncState()), logger);
  const mutations = new PosMutations(data, outbox, now);
  const configs = new WorkstationConfigs(data, client);
  return { outbox, replayer, sync, syncState, mutations, configs };
}

/** The print service of this workstation's printers; each job's change goes out with the recent jobs. */
function createPrinting({
  settings,
  data,
  events,
  closers,
  now,
}: Pick<HostParts, 'settings' | 'data' | 'events' | 'closers' | 'now'>): PrintService {
  const printing = new PrintService({
    db: data.db,
    printers: () => settings.read().printers,
    locale: () => settings.read().locale,
    products: printedProductOf(data),
    now,
  });
  closers.unshift(() => printing.stop());
  printing.on('jobChanged', (job) =>
    events.emit('onPrintJobsChanged', {
      job: toPrintJobView(job),
      recent: printing.list({ limit: RECENT_PRINT_JOBS }).map(toPrintJobView),
    }),
  );
  return printing;
}

/** A product as documents print it (orders carry product ids only): title, variant, SKU and EAN. */
function printedProductOf(data: LocalData): ProductLookup {
  return (productId) => {
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
  };
}

/** A drawer's close has reached the platform, which wrote its Z report: print it at the counter. */
function printZReportsOfCloses({
  outbox,
  client,
  printing,
  session,
  logger,
}: {
  outbox: Outbox;
  client: PlatformApiClient;
  printing: PrintService;
  session: WorkstationSession;
  logger: HostLogger;
}): void {
  outbox.on('acknowledged', (entry) => {
    const payload = entry.payload as { transaction?: { type?: string; transaction_id?: string } };
    if (entry.kind !== 'cash_transaction' || payload.transaction?.type !== 'daily_close') return;
    const closeTransactionId = payload.transaction.transaction_id as string;
    printZReportOfClose({ client, printing, session, closeTransactionId }).catch((error: unknown) =>
      logger.warn(`The Z report of close ${closeTransactionId} was not printed: ${(error as Error).message}`),
    );
  });
}

/**
 * The sync runs while someone is signed in with a store chosen, and syncs at once when the store changes.
 * The sync service reads a store other than the one its last full sync read in full (now, or before a
 * restart): its catalog, orders and drawers are not the previous store's.
 */
function followSessionWithSync(
  session: WorkstationSession,
  sync: SyncService,
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
      sync
        .syncNow()
        .catch((error: unknown) =>
          logger.warn(`The sync of store ${storeId} failed: ${(error as Error).message}`),
        );
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
