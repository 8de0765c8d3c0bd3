// The words of cash management: operation modes, transaction types and the reasons a person picks for a
// non-sale transaction (stored as reason_code on the platform, so they stay short stable codes), each put
// in words by the cash catalog (renderer/src/i18n/messages/<locale>/cash.ts).
import { roleNeededFor } from '../../../../shared/cash/permissions';
import type { CashOperationMode, CashTransactionType } from '../../../../shared/cash/transaction-types';
import type { Translate } from '../../i18n/I18nProvider';
import type { CountType } from '../../store/cash-slice';

/** A mode's name and what it means for the store. */
export function modeTitle(t: Translate, mode: CashOperationMode): string {
  return t(`cash.mode.${mode}.title`);
}

export function modeDescription(t: Translate, mode: CashOperationMode): string {
  return t(`cash.mode.${mode}.description`);
}

/** A transaction type as the transaction list names it ("Day opened", "Cash pull"). */
export function transactionLabel(t: Translate, type: CashTransactionType): string {
  return t(`cash.type.${type}`);
}

/** What a count does ("Open the day", "Audit count", "Close the day"). */
export function countTitle(t: Translate, type: CountType): string {
  return t(`cash.count.${type}`);
}

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

/** Which way the cash goes. */
export const MOVEMENT_DIRECTION: Record<MovementType, 'in' | 'out' | 'none'> = {
  add_to_float: 'in',
  cash_pull: 'out',
  add_petty_cash: 'in',
  remove_petty_cash: 'out',
  no_sale: 'none',
};

/** The movement's name ("Cash pull") and what it is for ("Take cash to the safe or bank"). */
export function movementLabel(t: Translate, type: MovementType): string {
  return t(`cash.movement.${type}`);
}

export function movementHint(t: Translate, type: MovementType): string {
  return t(`cash.movement.${type}.hint`);
}

export const REASONS = {
  add_to_float: ['change_needed', 'float_top_up', 'from_safe'],
  cash_pull: ['safe_drop', 'bank_deposit', 'change_for_other_drawer'],
  add_petty_cash: ['unused_petty_cash', 'expense_reimbursed'],
  remove_petty_cash: ['supplies', 'postage', 'cleaning', 'refreshments'],
  no_sale: ['give_change', 'check_drawer', 'correct_mistake'],
} as const satisfies Record<MovementType, readonly string[]>;
export type ReasonCode = (typeof REASONS)[MovementType][number];

const REASON_CODES = new Set<string>(Object.values(REASONS).flat());

function isReasonCode(code: string): code is ReasonCode {
  return REASON_CODES.has(code);
}

/** A reason code as words (a code another app recorded is shown as it is). */
export function reasonLabel(t: Translate, code: string | null): string | null {
  if (code === null) return null;
  if (isReasonCode(code)) return t(`cash.reason.${code}`);
  return code.replaceAll('_', ' ');
}
