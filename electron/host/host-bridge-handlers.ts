// The host's services mapped to the bridge's calls, area by area, with the rules every call shares: a
// refused token signs the person out, and a locked workstation answers only the calls that unlock it.
import type { AppConfig } from '../../shared/contract/app-config';
import { idleLockSeconds } from '../../shared/contract/app-config';
import { ApiError } from '../services/api/api-errors';
import type { PlatformApiClient } from '../services/api/platform-api-client';
import type { CatalogArchives } from '../services/archive-share/catalog-archives';
import { CatalogSearch } from '../services/catalog/catalog-search';
import type { LocalData } from '../services/local-db/local-data';
import type { Outbox } from '../services/outbox/outbox';
import type { OutboxReplayer } from '../services/outbox/outbox-replayer';
import type { PosMutations } from '../services/outbox/pos-mutations';
import type { PrintService } from '../services/printing/print-service';
import type { SaleDesk } from '../services/sale/sale-desk';
import type { WorkstationSettingsService } from '../services/settings/settings-service';
import type { WorkstationConfigs } from '../services/settings/workstation-configs';
import type { SyncService } from '../services/sync/sync-service';
import { createBridgeHandlers, type BridgeGate, type BridgeHandlerTable } from './bridge-handlers';
import type { HostLogger } from './create-host';
import { cashHandlers } from './handlers/cash-handlers';
import { catalogHandlers } from './handlers/catalog-handlers';
import { pickupHandlers } from './handlers/pickup-handlers';
import { printingHandlers } from './handlers/printing-handlers';
import { returnsHandlers } from './handlers/returns-handlers';
import { saleHandlers } from './handlers/sale-handlers';
import { sessionHandlers } from './handlers/session-handlers';
import { setupHandlers } from './handlers/setup-handlers';
import { syncHandlers } from './handlers/sync-handlers';
import type { toSyncState } from './views/sync-view';
import type { WorkstationDevices } from './workstation-devices';
import { CALLS_ALLOWED_WHILE_LOCKED, type WorkstationSession } from './workstation-session';

export interface HostServices {
  session: WorkstationSession;
  client: PlatformApiClient;
  archives: CatalogArchives;
  settings: WorkstationSettingsService;
  data: LocalData;
  outbox: Outbox;
  replayer: OutboxReplayer;
  sync: SyncService;
  syncState: () => ReturnType<typeof toSyncState>;
  mutations: PosMutations;
  configs: WorkstationConfigs;
  printing: PrintService;
  devices: WorkstationDevices;
  desk: SaleDesk;
  now: () => Date;
}

export function hostBridgeHandlers(services: HostServices, logger: HostLogger): BridgeHandlerTable {
  const { session } = services;
  return createBridgeHandlers(
    bridgeImplementation(services, (message) => logger.warn(message)),
    {
      error: (message, error) => logger.error(message, error),
      observe: (error) => {
        // The token was refused and could not be renewed: the renderer must show the sign-in again.
        if (error instanceof ApiError && error.status === 401) session.expire();
      },
    },
    lockedWorkstationGate(session),
  );
}

function bridgeImplementation(services: HostServices, log: (message: string) => void) {
  const { session, client, archives, settings, data, outbox, replayer, sync, syncState } = services;
  const { mutations, configs, printing, devices, desk, now } = services;
  return {
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
    sync: syncHandlers({ session, sync, syncState, outbox, replayer, data }),
    setup: setupHandlers({
      session,
      client,
      archives,
      configs,
      appConfigSaved: (config: AppConfig) => {
        data.configs.put('app', config);
        session.setIdleLockSeconds(idleLockSeconds(config));
      },
    }),
  };
}

/** A locked workstation answers only the calls that unlock it or switch the associate. */
function lockedWorkstationGate(session: WorkstationSession): BridgeGate {
  return (callName) =>
    session.isLocked && !CALLS_ALLOWED_WHILE_LOCKED.has(callName)
      ? {
          code: 'workstation_locked',
          message:
            'The workstation is locked: the signed-in associate unlocks it, or another one switches in.',
        }
      : undefined;
}
