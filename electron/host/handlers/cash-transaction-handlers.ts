// cash.getSummary / listTransactions / recordTransaction / startCount: a drawer's figures and the
// transactions recorded on it, recorded here first (outbox) and the paired drawer opened when cash moves.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeImplementation } from '../../../shared/bridge/types';
import { moneyViewToWire } from '../../../shared/bridge/views/money-conversion';
import { roleNeededFor } from '../../../shared/cash';
import type { CashDrawer } from '../../../shared/contract/cash-management';
import type { LocalCashTransaction } from '../../services/local-db/cash-repository';
import { toCashTransactionView } from '../views/cash-view';
import type { CashContext } from './cash-context';

type CashCalls = BridgeImplementation['cash'];
type RecordTransactionRequest = Parameters<CashCalls['recordTransaction']>[0];

export function cashTransactionHandlers(
  context: CashContext,
): Pick<CashCalls, 'getSummary' | 'listTransactions' | 'recordTransaction' | 'startCount'> {
  const { session, data, devices, drawerOf, summaryOf } = context;
  return {
    async getSummary(request) {
      const { drawer } = await drawerOf(request.drawerId);
      return summaryOf(drawer);
    },

    async listTransactions(request) {
      await drawerOf(request.drawerId);
      return { transactions: data.cash.list(request.drawerId).reverse().map(toCashTransactionView) };
    },

    async recordTransaction(request) {
      // Refused here rather than queued for a refusal: the platform's rule of who records what.
      const user = session.requireRole(
        roleNeededFor(request.type),
        `Recording a drawer transaction of type ${request.type}`,
      );
      const { storeId, drawer, mode } = await drawerOf(request.drawerId);
      if (mode === 'none') {
        throw new BridgeError({
          code: 'cash_management_disabled',
          message: `Store ${storeId} does not use cash management; a manager sets its drawers up first.`,
        });
      }
      refuseForeignCurrency(drawer, request);
      // The same transactionId twice records one transaction (a double tap, a retried call).
      const existing = data.cash.get(request.transactionId);
      const local = existing ?? recordNew(context, { storeId, drawer, username: user.username }, request);
      // A repeat opens nothing: the drawer already opened for the first call.
      const drawerOutcome =
        existing === undefined
          ? await devices.open(drawer.drawer_id, mode, { kind: 'cash_transaction', type: request.type })
          : { outcome: 'not_needed' as const, notice: null };
      return {
        transaction: toCashTransactionView(local),
        summary: await summaryOf(drawer),
        drawer: drawerOutcome,
      };
    },

    async startCount(request) {
      session.requireRole(
        request.type === 'daily_open' ? 'associate' : 'manager',
        `Counting a drawer (${request.type})`,
      );
      const { drawer, mode } = await drawerOf(request.drawerId);
      return {
        drawer: await devices.open(drawer.drawer_id, mode, { kind: 'start_count', type: request.type }),
      };
    },
  };
}

/** A drawer counts one currency: an amount or a count in another is refused, naming its field. */
function refuseForeignCurrency(drawer: CashDrawer, request: RecordTransactionRequest): void {
  for (const [field, amount] of [
    ['amount', request.amount],
    ['countedAmount', request.countedAmount],
  ] as const) {
    if (amount && amount.currency !== drawer.currency) {
      throw new BridgeError({
        code: BRIDGE_ERROR_CODES.invalidRequest,
        message: `Drawer ${drawer.drawer_id} counts ${drawer.currency}, not ${amount.currency}.`,
        details: [{ path: `${field}.currency`, message: `must be the drawer's currency ${drawer.currency}` }],
      });
    }
  }
}

/** Records the transaction locally and queues it for the platform; answers it as stored here. */
function recordNew(
  { data, mutations }: CashContext,
  { storeId, drawer, username }: { storeId: string; drawer: CashDrawer; username: string },
  request: RecordTransactionRequest,
): LocalCashTransaction {
  const { transaction } = mutations.recordCashTransaction(
    drawer.drawer_id,
    {
      transaction_id: request.transactionId,
      store_id: storeId,
      type: request.type,
      amount: moneyViewToWire(request.amount),
      currency: drawer.currency,
      ...(request.reasonCode !== undefined ? { reason_code: request.reasonCode } : {}),
      ...(request.orderId !== undefined ? { order_id: request.orderId } : {}),
      ...(request.countedAmount !== undefined
        ? { counted_amount: moneyViewToWire(request.countedAmount) }
        : {}),
      ...(request.denominations !== undefined ? { denominations: request.denominations } : {}),
    },
    { username },
  );
  return (
    data.cash.get(transaction.transaction_id) ?? {
      drawerId: drawer.drawer_id,
      state: 'pending' as const,
      transaction,
    }
  );
}
