// Brings the store's cash drawers up to date: the platform's summary of each drawer, and the transactions
// of its current session (newest first, back to its latest daily_open). Older sessions are not needed at
// the counter. The platform filters transactions by when it recorded them, which the wire does not carry,
// so there is no cursor: a session is a few pages at most.
import type { CashTransaction } from '../../../shared/contract/cash-transaction';
import type { PlatformApiClient } from '../api/platform-api-client';
import type { LocalData } from '../local-db/local-data';

export interface CashSyncOptions {
  pageSize: number;
  onProgress(done: number, total: number): void;
}

/** Returns the number of transactions received. */
export async function syncCash(
  api: PlatformApiClient,
  data: LocalData,
  storeId: string,
  options: CashSyncOptions,
): Promise<number> {
  const setup = data.configs.getCashManagement(storeId)?.value;
  const drawers = setup?.drawers ?? [];
  let received = 0;
  for (const [index, drawer] of drawers.entries()) {
    const session = await currentSession(api, drawer.drawer_id, options.pageSize);
    const summary = await api.getDrawerSummary(drawer.drawer_id);
    data.transaction(() => {
      data.cash.upsertRecorded(drawer.drawer_id, session);
      data.cash.putSummary(drawer.drawer_id, summary);
    });
    received += session.length;
    options.onProgress(index + 1, drawers.length);
  }
  return received;
}

async function currentSession(
  api: PlatformApiClient,
  drawerId: string,
  pageSize: number,
): Promise<CashTransaction[]> {
  const session: CashTransaction[] = [];
  for (let offset = 0; ;) {
    const page = await api.listDrawerTransactions(drawerId, { offset, count: pageSize });
    for (const transaction of page.items) {
      session.push(transaction);
      if (transaction.type === 'daily_open') return session;
    }
    offset += page.items.length;
    if (page.items.length < pageSize || offset >= page.pagination.total) return session;
  }
}
