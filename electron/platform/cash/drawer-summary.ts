// The drawer summary of the contract, computed by shared/cash from the drawer's latest session.
import { summarizeDrawer, type DrawerTransactionInput } from '../../../shared/cash';
import type { DrawerSummary, LastCount } from '../../../shared/contract';
import { money, subtract, toWireAmount, type Money } from '../../../shared/money';
import type { StoredCashTransaction } from './cash-transaction-repository';

const COUNT_TYPES = new Set(['daily_open', 'audit_count', 'daily_close']);

/**
 * Builds the summary of a session (its daily_open first, in the order the platform accepted the
 * transactions). The platform decides open/closed by arrival order, so the summary keeps that order too:
 * every transaction goes to summarizeDrawer with the same timestamp, and ties keep the input order.
 * `revealExpected` false leaves expected_amount and variance out (a blind count).
 */
export function buildDrawerSummary(
  session: readonly StoredCashTransaction[],
  currency: string,
  revealExpected: boolean,
): DrawerSummary {
  const wire = (amount: Money) => toWireAmount(amount);
  const sameInstant = session[0]?.transaction.created_at ?? new Date(0).toISOString();
  const inputs: DrawerTransactionInput[] = session.map((entry) => ({
    type: entry.transaction.type,
    amountMinor: entry.amountMinor,
    countedAmountMinor: entry.countedMinor,
    createdAt: sameInstant,
  }));
  const figures = summarizeDrawer(inputs, currency);

  const lastCountEntry = [...session].reverse().find((entry) => COUNT_TYPES.has(entry.transaction.type));
  let lastCount: LastCount | null = null;
  let variance: Money | null = null;
  if (lastCountEntry) {
    const counted = money(lastCountEntry.countedMinor ?? lastCountEntry.amountMinor, currency);
    lastCount = {
      transaction_id: lastCountEntry.transaction.transaction_id,
      type: lastCountEntry.transaction.type as LastCount['type'],
      counted_amount: wire(counted),
      counted_at: lastCountEntry.transaction.created_at,
    };
    // An audit or close is compared with what was expected when it was made (summarizeDrawer); a drawer
    // counted only at its open differs from its declared float by the count at opening.
    variance =
      lastCountEntry.transaction.type === 'daily_open'
        ? subtract(counted, money(lastCountEntry.amountMinor, currency))
        : figures.variance;
  }

  const summary: DrawerSummary = {
    state: figures.state === 'open' ? 'open' : 'closed',
    currency,
    opened_at: session[0]?.transaction.created_at ?? null,
    opening_float: wire(figures.openingFloat),
    cash_sales: wire(figures.cashSales),
    cash_refunds: wire(figures.cashRefunds),
    inflows: wire(figures.inflows),
    outflows: wire(figures.outflows),
    last_count: lastCount,
  };
  if (revealExpected) {
    summary.expected_amount = wire(figures.expectedAmount);
    summary.variance = variance ? wire(variance) : null;
  }
  return summary;
}
