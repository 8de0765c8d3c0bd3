// How much cash leaves the drawer for the bank at the daily close.
import { type Money, money, subtract } from '../money';

export type DepositPlan = {
  /** Cash to take out and deposit: counted − float to keep, never below zero. */
  readonly deposit: Money;
  /** Cash left in the drawer for tomorrow's opening float. */
  readonly keptInDrawer: Money;
  /** How far the drawer falls short of the float to keep (zero when it holds enough). */
  readonly floatShortBy: Money;
};

/**
 * Splits the counted cash at close into the deposit and the float left for the next day.
 * Choice: the drawer keeps the store's recommended float and everything above it is deposited. When the
 * count is below the float, nothing is deposited (a negative deposit would mean taking money from the
 * bank) and `floatShortBy` tells the manager how much to add with add_to_float at the next open.
 */
export function depositAtClose(input: { counted: Money; floatToKeep: Money }): DepositPlan {
  const { counted, floatToKeep } = input;
  if (counted.minor < 0) throw new RangeError('counted: a cash count cannot be negative');
  if (floatToKeep.minor < 0) throw new RangeError('floatToKeep: the float to keep cannot be negative');
  const above = subtract(counted, floatToKeep);
  if (above.minor >= 0) {
    return { deposit: above, keptInDrawer: floatToKeep, floatShortBy: money(0, counted.currency) };
  }
  return {
    deposit: money(0, counted.currency),
    keptInDrawer: counted,
    floatShortBy: money(-above.minor, counted.currency),
  };
}
