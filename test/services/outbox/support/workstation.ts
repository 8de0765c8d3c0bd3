// One workstation as the host builds it: a local database in its own data folder, the API client, the
// outbox, its replayer and the mutations the screens call. `reopen()` is the app restarting: the database
// is closed and every service is built again from the file.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PlatformApiClient } from '../../../../electron/services/api/platform-api-client';
import { LocalData } from '../../../../electron/services/local-db/local-data';
import { Outbox } from '../../../../electron/services/outbox/outbox';
import {
  createOutboxHandlers,
  type OutboxHandlers,
} from '../../../../electron/services/outbox/outbox-handlers';
import { OutboxReplayer } from '../../../../electron/services/outbox/outbox-replayer';
import { PosMutations } from '../../../../electron/services/outbox/pos-mutations';

export interface TestWorkstation {
  dataDir: string;
  data: LocalData;
  api: PlatformApiClient;
  outbox: Outbox;
  handlers: OutboxHandlers;
  replayer: OutboxReplayer;
  mutations: PosMutations;
  /** The app restarts: closes the database and builds every service again (the session is signed in again). */
  reopen(): Promise<void>;
  close(): Promise<void>;
}

export async function startWorkstation(
  baseUrl: string,
  credentials = { username: 'associate', password: 'associate' },
): Promise<TestWorkstation> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pos-workstation-'));
  const fastBackoff = { baseDelayMs: 5, maxDelayMs: 20 };

  async function build() {
    const data = LocalData.open(dataDir);
    const api = new PlatformApiClient({ baseUrl, backoff: fastBackoff, retries: 1, timeoutMs: 5_000 });
    await api.signIn(credentials);
    const outbox = new Outbox(data.db);
    const handlers = createOutboxHandlers(data, outbox);
    const replayer = new OutboxReplayer(outbox, api, handlers, { backoff: fastBackoff });
    const mutations = new PosMutations(data, outbox);
    return { data, api, outbox, handlers, replayer, mutations };
  }

  const workstation = { dataDir, ...(await build()) } as TestWorkstation;
  workstation.reopen = async () => {
    await workstation.replayer.stop();
    workstation.data.close();
    baseUrl = workstation.api.baseUrl;
    Object.assign(workstation, await build());
  };
  workstation.close = async () => {
    await workstation.replayer.stop();
    workstation.data.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return workstation;
}
