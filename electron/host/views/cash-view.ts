// Cash drawers, transactions and figures → the bridge's views (amounts parsed exactly from wire decimals).
import type {
  CashDrawerView,
  CashTransactionView,
  DrawerSummaryView,
} from '../../../shared/bridge/views/cash';
import { summarizeDrawer } from '../../../shared/cash/expected-amount';
import type { CashDrawer } from '../../../shared/contract/cash-management';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import type { LocalCashTransaction } from '../../services/local-db/cash-repository';
import { toMoneyView, wireToMoney } from '../../../shared/bridge/views/money-conversion';

export function toCashDrawerView(drawer: CashDrawer): CashDrawerView {
  return {
    drawerId: drawer.drawer_id,
    name: drawer.name,
    recommendedFloat: wireToMoney(drawer.recommended_float, drawer.currency),
    serial: drawer.device?.serial ?? null,
  };
}

export function toCashTransactionView(local: LocalCashTransaction): CashTransactionView {
  const { transaction } = local;
  return {
    transactionId: transaction.transaction_id,
    drawerId: local.drawerId,
    type: transaction.type,
    amount: wireToMoney(transaction.amount, transaction.currency),
    associate: transaction.associate,
    createdAt: transaction.created_at,
    reasonCode: transaction.reason_code ?? null,
    orderId: transaction.order_id ?? null,
    countedAmount:
      transaction.counted_amount === undefined
        ? null
        : wireToMoney(transaction.counted_amount, transaction.currency),
    denominations: transaction.denominations ?? null,
    state: local.state,
  };
}

/**
 * The drawer's figures as this workstation knows them: every transaction recorded on the platform (synced)
 * or made here and still waiting (pending); refused and discarded ones do not count. `blind` leaves out the
 * expected amount and the variance (an associate counting without seeing what to expect). `transactions` come
 * as CashRepository.list gives them: oldest first, those of one millisecond in the order they arrived here.
 */
export function drawerSummaryView(
  drawerId: string,
  currency: string,
  transactions: readonly LocalCashTransaction[],
  blind: boolean,
): DrawerSummaryView {
  const counted = transactions.filter((local) => local.state === 'pending' || local.state === 'recorded');
  const summary = summarizeDrawer(
    counted.map(({ transaction }) => ({
      type: transaction.type,
      amountMinor: parseMoneyOrThrow(transaction.amount, transaction.currency).minor,
      countedAmountMinor:
        transaction.counted_amount === undefined
          ? null
          : parseMoneyOrThrow(transaction.counted_amount, transaction.currency).minor,
      createdAt: transaction.created_at,
    })),
    currency,
  );
  return {
    drawerId,
    state: summary.state,
    openedAt: summary.openedAt,
    closedAt: summary.closedAt,
    openingFloat: toMoneyView(summary.openingFloat),
    cashSales: toMoneyView(summary.cashSales),
    cashRefunds: toMoneyView(summary.cashRefunds),
    inflows: toMoneyView(summary.inflows),
    outflows: toMoneyView(summary.outflows),
    expectedAmount: blind ? null : toMoneyView(summary.expectedAmount),
    lastCount: summary.lastCount
      ? {
          type: summary.lastCount.type,
          at: summary.lastCount.at,
          countedAmount: toMoneyView(summary.lastCount.countedAmount),
        }
      : null,
    variance: blind || summary.variance === null ? null : toMoneyView(summary.variance),
    pendingTransactions: transactions.filter((local) => local.state === 'pending').length,
  };
}
