// Setup → Returns as its form edits it: one approval amount per currency the business sells in (the stores'
// currencies and any the configuration already names), as typed, and the way back to the platform's body.
// An empty field means no limit. Text that is not a number at all is caught here; the amount itself (zero
// or more, the currency's decimals) is checked by the bridge and the platform, which name the field.
import type { ReturnConfig } from '../../../../shared/contract/return-config';
import type { Store } from '../../../../shared/contract/store';
import { currencyExponent, minorToDecimalText, parseMoney, storeCurrency } from '../../../../shared/money';
import { normalizeMoneyText } from '../../ui';

export interface ReturnLimitDraft {
  currency: string;
  /** The amount as typed ('' = no limit). */
  amount: string;
  /** How many stores sell in this currency (0 for a currency only the configuration names). */
  storeCount: number;
}

/** Wire amount → the text a person edits ("200.00"), exactly. */
export function amountText(value: number, currency: string): string {
  const parsed = parseMoney(value, currency);
  return parsed.ok ? minorToDecimalText(parsed.money.minor, currencyExponent(currency)) : String(value);
}

export function returnLimitsDraftOf(config: ReturnConfig, stores: readonly Store[]): ReturnLimitDraft[] {
  const storeCounts = new Map<string, number>();
  for (const store of stores) {
    const currency = storeCurrency({ countryCode: store.physical_address.country_code });
    storeCounts.set(currency, (storeCounts.get(currency) ?? 0) + 1);
  }
  const limits = config.manager_approval_above;
  const currencies = new Set([...storeCounts.keys(), ...Object.keys(limits)]);
  return [...currencies].sort().map((currency) => {
    const limit = limits[currency];
    return {
      currency,
      amount: limit === undefined ? '' : amountText(limit, currency),
      storeCount: storeCounts.get(currency) ?? 0,
    };
  });
}

export type ReturnLimitsReading =
  | { ok: true; config: ReturnConfig }
  /** The currencies whose text is not a number at all. */
  | { ok: false; notAmounts: string[] };

/** The draft as the platform's body, each amount as the exact decimal text typed (the wire's JSON number). */
export function readReturnLimits(draft: readonly ReturnLimitDraft[], locale: string): ReturnLimitsReading {
  const limits: Record<string, number> = {};
  const notAmounts: string[] = [];
  for (const { currency, amount } of draft) {
    if (amount.trim() === '') continue;
    const decimal = normalizeMoneyText(amount, locale);
    if (decimal === null) notAmounts.push(currency);
    else limits[currency] = Number(decimal);
  }
  return notAmounts.length > 0
    ? { ok: false, notAmounts }
    : { ok: true, config: { manager_approval_above: limits } };
}
