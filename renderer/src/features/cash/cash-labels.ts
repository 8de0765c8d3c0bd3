// The words of cash management: operation modes, transaction types and the reasons a person picks for a
// non-sale transaction (stored as reason_code on the platform, so they stay short stable codes).
import { roleNeededFor } from '../../../../shared/cash/permissions';
import type { CashOperationMode, CashTransactionType } from '../../../../shared/cash/transaction-types';
import type { CountType } from '../../store/cash-slice';

export const MODE_LABELS: Record<CashOperationMode, { title: string; description: string }> = {
  none: {
    title: 'Don’t use cash management',
    description: 'Cash is not tracked in drawers in this store.',
  },
  integrated: {
    title: 'Integrated drawers',
    description:
      'The app opens the drawers for sales, refunds and cash transactions. Each drawer is added by scanning ' +
      'its barcode and must be on the same WiFi network as the workstation.',
  },
  non_integrated: {
    title: 'Non-integrated drawers',
    description: 'Drawers are opened by hand with their key; the app records what goes in and out.',
  },
};

export const TRANSACTION_LABELS: Record<CashTransactionType, string> = {
  daily_open: 'Day opened',
  audit_count: 'Audit count',
  daily_close: 'Day closed',
  cash_sale: 'Cash sale',
  cash_refund: 'Cash refund',
  add_to_float: 'Added to float',
  cash_pull: 'Cash pull',
  add_petty_cash: 'Petty cash in',
  remove_petty_cash: 'Petty cash out',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
  adjustment_in: 'Adjustment in',
  adjustment_out: 'Adjustment out',
  no_sale: 'No sale',
};

export const COUNT_TITLES: Record<CountType, string> = {
  daily_open: 'Open the day',
  audit_count: 'Audit count',
  daily_close: 'Close the day',
};

/** The non-sale transactions offered on the screens (transfers and adjustments are back-office work). */
export const MOVEMENT_TYPES = [
  'add_to_float',
  'cash_pull',
  'add_petty_cash',
  'remove_petty_cash',
  'no_sale',
] as const satisfies readonly CashTransactionType[];
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** Those an associate may record: the platform's own rule (shared/cash permissions) decides. */
export const ASSOCIATE_MOVEMENT_TYPES: readonly MovementType[] = MOVEMENT_TYPES.filter(
  (type) => roleNeededFor(type) === 'associate',
);

export const MOVEMENT_TEXT: Record<
  MovementType,
  { label: string; hint: string; direction: 'in' | 'out' | 'none' }
> = {
  add_to_float: { label: 'Add to float', hint: 'More change in the drawer', direction: 'in' },
  cash_pull: { label: 'Cash pull', hint: 'Take cash to the safe or bank', direction: 'out' },
  add_petty_cash: { label: 'Petty cash in', hint: 'Money back into petty cash', direction: 'in' },
  remove_petty_cash: { label: 'Petty cash out', hint: 'Pay a small expense', direction: 'out' },
  no_sale: { label: 'No sale', hint: 'Open the drawer, no cash moves', direction: 'none' },
};

export const REASONS: Record<MovementType, ReadonlyArray<{ code: string; label: string }>> = {
  add_to_float: [
    { code: 'change_needed', label: 'Running low on change' },
    { code: 'float_top_up', label: 'Top up to the recommended float' },
    { code: 'from_safe', label: 'Cash brought from the safe' },
  ],
  cash_pull: [
    { code: 'safe_drop', label: 'Safe drop (too much cash in the drawer)' },
    { code: 'bank_deposit', label: 'Bank deposit' },
    { code: 'change_for_other_drawer', label: 'Change for another drawer' },
  ],
  add_petty_cash: [
    { code: 'unused_petty_cash', label: 'Unused petty cash returned' },
    { code: 'expense_reimbursed', label: 'Expense reimbursed' },
  ],
  remove_petty_cash: [
    { code: 'supplies', label: 'Store supplies' },
    { code: 'postage', label: 'Postage and delivery' },
    { code: 'cleaning', label: 'Cleaning' },
    { code: 'refreshments', label: 'Refreshments' },
  ],
  no_sale: [
    { code: 'give_change', label: 'Give change for a customer' },
    { code: 'check_drawer', label: 'Check or tidy the drawer' },
    { code: 'correct_mistake', label: 'Correct a mistake at the counter' },
  ],
};

/** A reason code as words (a code another app recorded is shown as it is). */
export function reasonLabel(code: string | null): string | null {
  if (code === null) return null;
  for (const reasons of Object.values(REASONS)) {
    const found = reasons.find((reason) => reason.code === code);
    if (found) return found.label;
  }
  return code.replaceAll('_', ' ');
}

export const CASH_MANAGEMENT_OFF_FOR_STORE =
  'This store does not track cash in drawers. A manager can set its drawers up in Cash Management.';
