// The drawer summary of the contract, computed by shared/cash from the drawer's latest session.
import { summarizeDrawer, type DrawerTransactionInput } from '../../../shared/cash';
import type { DrawerSummary } from '../../../shared/contract';
import { toWireAmount } from '../../../shared/money';
import type { StoredCashTransaction } from './cash-transaction-repository';

/**
 * Builds the summary of a session (its daily_open first, then what the platform accepted after it, in
 * arrival order). The platform decides open and closed by arrival order, so the figures follow that order
 * too: every transaction goes to summarizeDrawer at one shared instant (ties keep the input order), and the
 * times shown are the transactions' own created_at. `revealExpected` false leaves expected_amount and
 * variance out (a blind count).
 */
export function buildDrawerSummary(
  session: readonly StoredCashTransaction[],
  currency: string,
  revealExpected: boolean,
): DrawerSummary {
  const oneInstant = new Date(0).toISOString();
  const inputs: DrawerTransactionInput[] = session.map((entry) => ({
    type: entry.transaction.type,
    amountMinor: entry.amountMinor,
    countedAmountMinor: entry.countedMinor,
    createdAt: oneInstant,
  }));
  const figures = summarizeDrawer(inputs, currency);
  const lastCountEntry = [...session]
    .reverse()
    .find((entry) => entry.transaction.type === 'audit_count' || entry.transaction.type === 'daily_close');
  const closeEntry = session.find((entry) => entry.transaction.type === 'daily_close');

  // Keys in the contract's order; a blind count leaves expected_amount and variance out altogether.
  return {
    state: figures.state,
    currency,
    opened_at: session[0]?.transaction.created_at ?? null,
    closed_at: closeEntry?.transaction.created_at ?? null,
    opening_float: toWireAmount(figures.openingFloat),
    cash_sales: toWireAmount(figures.cashSales),
    cash_refunds: toWireAmount(figures.cashRefunds),
    inflows: toWireAmount(figures.inflows),
    outflows: toWireAmount(figures.outflows),
    ...(revealExpected ? { expected_amount: toWireAmount(figures.expectedAmount) } : {}),
    last_count:
      figures.lastCount && lastCountEntry
        ? {
            type: figures.lastCount.type,
            at: lastCountEntry.transaction.created_at,
            counted_amount: toWireAmount(figures.lastCount.countedAmount),
          }
        : null,
    ...(revealExpected ? { variance: figures.variance ? toWireAmount(figures.variance) : null } : {}),
  };
}

/**
 * Largest number of minor units every figure of a summary may reach: up to 15 significant digits always
 * survive the JSON number of the wire; a 16-digit amount may not (90071992547409.91 reads back as .9).
 */
const MAX_SUMMARY_MINOR = 999_999_999_999_999n;

/**
 * True when the session's figures stay exact with `next` added: every total, the expected amount and a
 * variance are bounded by the sum of the session's amounts and counts, so that sum must stay within what
 * the summary can compute and send exactly.
 */
export function sessionStaysExactWith(
  session: readonly StoredCashTransaction[],
  next: { amountMinor: number; countedMinor: number | null },
): boolean {
  let moved = BigInt(next.amountMinor) + BigInt(next.countedMinor ?? 0);
  for (const entry of session) moved += BigInt(entry.amountMinor) + BigInt(entry.countedMinor ?? 0);
  return moved <= MAX_SUMMARY_MINOR;
}
