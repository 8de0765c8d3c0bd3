import { requestFingerprint } from '../http/request-fingerprint';
import type { FastifyInstance } from 'fastify';
import { roleNeededFor } from '../../../shared/cash';
import {
  CreateCashTransactionRequestSchema,
  type CashDrawerConfig,
  type CashTransaction,
} from '../../../shared/contract';
import { parseMoneyOrThrow } from '../../../shared/money';
import { hasRole } from '../auth/roles';
import { CONFIG_DEFAULTS, SETTING } from '../config/config-settings';
import type { PlatformContext } from '../context';
import { sendCommitted } from '../http/committed-answer';
import { ApiError, conflict, notFound } from '../http/api-error';
import { readPageRequest, readUpdatedSince } from '../http/pagination';
import { currentUser, requireRole, requireStoreAccess } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { CashManagementRepository, type DrawerLocation } from './cash-management-repository';
import { cashManagementEnabled } from './cash-management-routes';
import { CashTransactionRepository, type StoredCashTransaction } from './cash-transaction-repository';
import { checkClientTime } from '../http/client-time';
import { buildDrawerSummary, sessionStaysExactWith } from './drawer-summary';
import { drawerReportsOn } from '../reports/drawer-reports';

type DrawerParams = { Params: { drawer_id: string } };

/**
 * POST, GET /v0/d/cash_drawers/{drawer_id}/transactions and GET .../summary. A drawer is any drawer of a
 * store's cash management; its transactions are taken in the order they arrive:
 * - a drawer is opened (daily_open) before anything else, and a closed drawer takes only daily_open;
 * - transaction_id is the idempotency key: the same id with the same body answers the first answer again
 *   and records nothing; with another body it is 409 transaction_id_reused.
 * Transactions of a drawer already open are accepted even if cash management was switched off meanwhile
 * (a workstation's queue of offline sales must still land); only a new daily_open needs it on.
 */
export function registerCashDrawerRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  const setups = new CashManagementRepository(ctx.db, ctx.now);
  const transactions = new CashTransactionRepository(ctx.db, ctx.now);
  const reports = drawerReportsOn(ctx.db, ctx.now);

  const locateForCaller = (request: Parameters<typeof currentUser>[0], drawerId: string): DrawerLocation => {
    const user = currentUser(request);
    const location = setups.locate(drawerId);
    if (!location) throw notFound('cash_drawer', drawerId);
    requireStoreAccess(user, location.storeId);
    return location;
  };

  app.post<DrawerParams>('/v0/d/cash_drawers/:drawer_id/transactions', async (request, reply) => {
    const { drawer_id: drawerId } = request.params;
    locateForCaller(request, drawerId);
    const sent = parseOrThrow(CreateCashTransactionRequestSchema, request.body, 'cash transaction');
    const caller = requireRole(request, roleNeededFor(sent.type)).username;
    // The platform decides who did it: the authenticated caller, never a name the client writes in.
    if (sent.associate !== undefined && sent.associate !== caller) {
      throw new ApiError(
        403,
        'associate_not_caller',
        `A transaction is recorded under the signed-in user (${caller}), not '${sent.associate}'.`,
        [{ path: 'associate', message: `must be ${caller}, the signed-in user, or left out` }],
      );
    }
    const transaction: CashTransaction = { ...sent, associate: caller };

    // Checks and insert in one database transaction: processes sharing a database (PostgreSQL) then take a
    // drawer's transactions one at a time, as one process does; the one that raced another (the same id
    // retried through two processes, two opens of one drawer) runs again and sees the other's. A close's Z
    // report is written in the same transaction: no process dying in between leaves a close without it.
    return sendCommitted(ctx.db, request, reply, () => {
      const { stored, recorded } = recordOnce(ctx, { setups, transactions }, drawerId, transaction);
      if (recorded && transaction.type === 'daily_close') {
        reports.recordClose(drawerId, transaction.transaction_id);
      }
      return { status: 201, body: stored.transaction };
    });
  });

  app.get<DrawerParams>('/v0/d/cash_drawers/:drawer_id/transactions', async (request) => {
    locateForCaller(request, request.params.drawer_id);
    const query = request.query as Record<string, unknown>;
    const page = readPageRequest(query);
    const { items, total } = transactions.list(request.params.drawer_id, page, readUpdatedSince(query));
    return {
      items: items.map((entry) => entry.transaction),
      pagination: { offset: page.offset, count: items.length, total },
    };
  });

  app.get<DrawerParams>('/v0/d/cash_drawers/:drawer_id/summary', async (request) => {
    const location = locateForCaller(request, request.params.drawer_id);
    const user = currentUser(request);
    const drawerConfig = ctx.settings.get<CashDrawerConfig>(SETTING.cashDrawer) ?? CONFIG_DEFAULTS.cashDrawer;
    // Blind count: an associate counting the drawer does not see what the platform expects to be there.
    const revealExpected =
      hasRole(user.roles, 'manager') || drawerConfig.expose_count_expected_amount === true;
    return buildDrawerSummary(
      transactions.latestSession(location.drawer.drawer_id),
      location.drawer.currency,
      revealExpected,
    );
  });
}

/**
 * Records `transaction` on the drawer, or answers the one recorded before under its transaction_id (the
 * same body: nothing recorded again; another body: 409). Only reads and writes the database, so that its
 * transaction may run again.
 */
function recordOnce(
  ctx: PlatformContext,
  repositories: { setups: CashManagementRepository; transactions: CashTransactionRepository },
  drawerId: string,
  transaction: CashTransaction,
): { stored: StoredCashTransaction; recorded: boolean } {
  const { setups, transactions } = repositories;
  const fingerprint = fingerprintOf(drawerId, transaction);
  const earlier = transactions.find(transaction.transaction_id);
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) {
      throw conflict(
        'transaction_id_reused',
        `Transaction '${transaction.transaction_id}' was already recorded with different data; a new transaction needs a new transaction_id.`,
        { transactionId: transaction.transaction_id },
      );
    }
    return { stored: earlier, recorded: false };
  }

  const location = setups.locate(drawerId);
  if (!location) throw notFound('cash_drawer', drawerId);
  checkBelongsToDrawer(transaction, location);
  checkDrawerState(ctx, transactions.drawerState(drawerId), transaction, location);
  // A daily_open starts a new session; anything else adds to the open one.
  const session = transaction.type === 'daily_open' ? [] : transactions.latestSession(drawerId);
  checkHappenedAt(ctx.now(), transaction, session, transactions.lastClosedAt(drawerId));

  const amounts = {
    amountMinor: parseMoneyOrThrow(transaction.amount, transaction.currency).minor,
    countedMinor:
      transaction.counted_amount === undefined
        ? null
        : parseMoneyOrThrow(transaction.counted_amount, transaction.currency).minor,
  };
  if (!sessionStaysExactWith(session, amounts)) {
    throw new ApiError(
      400,
      'invalid_request',
      `The amount would take drawer '${drawerId}' past what its day can add up exactly.`,
      [{ path: 'amount', message: "is too large for the drawer's day to add up exactly" }],
    );
  }
  return { stored: transactions.insert({ drawerId, fingerprint, ...amounts, transaction }), recorded: true };
}

/** The store and currency a transaction names must be the drawer's. */
function checkBelongsToDrawer(transaction: CashTransaction, location: DrawerLocation): void {
  const details = [];
  if (transaction.store_id !== location.storeId) {
    details.push({
      path: 'store_id',
      message: `drawer '${location.drawer.drawer_id}' is in store '${location.storeId}'`,
    });
  }
  if (transaction.currency !== location.drawer.currency) {
    details.push({
      path: 'currency',
      message: `drawer '${location.drawer.drawer_id}' holds ${location.drawer.currency}`,
    });
  }
  if (details.length > 0) {
    throw new ApiError(
      400,
      'invalid_request',
      `The transaction does not match drawer '${location.drawer.drawer_id}': ${details.map((detail) => `${detail.path} (${detail.message})`).join(', ')}.`,
      details,
    );
  }
}

function checkDrawerState(
  ctx: PlatformContext,
  state: 'open' | 'closed',
  transaction: CashTransaction,
  location: DrawerLocation,
): void {
  const drawerId = location.drawer.drawer_id;
  if (transaction.type === 'daily_open') {
    if (state === 'open') {
      throw conflict(
        'drawer_already_open',
        `Drawer '${drawerId}' is already open; close it (daily_close) before opening it again.`,
        { drawerId },
      );
    }
    if (!cashManagementEnabled(ctx)) {
      throw conflict(
        'cash_management_disabled',
        'Cash management is not enabled for the business; a drawer cannot be opened.',
      );
    }
    if (location.operationMode === 'none') {
      throw conflict(
        'store_cash_management_off',
        `Store '${location.storeId}' does not use cash management (operation_mode none); its drawers cannot be opened.`,
      );
    }
    return;
  }
  if (state === 'closed') {
    throw conflict(
      'drawer_closed',
      `Drawer '${drawerId}' is closed: open it with a daily_open before a ${transaction.type}.`,
    );
  }
}

/**
 * `created_at` is when it happened at the drawer (work may be kept offline): never later than the platform's
 * clock plus a small skew; a daily_open within the offline window and not before the previous close; any
 * other transaction not before its day's opening. The platform's receive time is kept beside it.
 */
function checkHappenedAt(
  now: Date,
  transaction: CashTransaction,
  session: readonly StoredCashTransaction[],
  lastClosedAt: string | undefined,
): void {
  const opening = session[0]?.transaction.created_at;
  if (transaction.type === 'daily_open') {
    checkClientTime('created_at', transaction.created_at, {
      now,
      withinOfflineWindow: true,
      ...(lastClosedAt ? { notBefore: { at: lastClosedAt, what: 'previous_close' } } : {}),
    });
    return;
  }
  checkClientTime('created_at', transaction.created_at, {
    now,
    ...(opening ? { notBefore: { at: opening, what: 'day_opening' } } : {}),
  });
}

/** Hash of what the client asked for, independent of key order, to tell a retry from a reused id. */
function fingerprintOf(drawerId: string, transaction: CashTransaction): string {
  return requestFingerprint({ drawer_id: drawerId, transaction });
}
