// Reads what a person typed into a money field as exact Money: the locale's separators are understood
// ("12,50" in de-DE, "1,234.50" in en-US), then the text goes to shared/money parseMoney — never a float.
import { currencyExponent, parseMoney, type Money } from '../../../shared/money';
import { refusal, type FieldReason } from './field-reason';

export type MoneyInputResult =
  { ok: true; money: Money } | { ok: false; empty: boolean; message: string; reason?: FieldReason };

export interface MoneyInputOptions {
  allowNegative?: boolean;
  /** Refuse an empty field with this message; when absent, an empty field is `{ok: false, empty: true}` with ''. */
  requiredMessage?: string;
}

export function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** The typed text as plain decimal text ("1234.50"), or null when it is not a number at all. */
export function normalizeMoneyText(text: string, locale: string): string | null {
  // Blanks of any kind and apostrophes are only ever grouping (fr-FR "1 234,50", de-CH "1’234.50").
  let compact = text.replace(/[\s\u00a0\u202f'’]/g, '');
  const sign = compact.startsWith('-') ? '-' : '';
  if (sign) compact = compact.slice(1);
  if (!/^[0-9.,]+$/.test(compact)) return null;

  const { decimal } = separatorsOf(locale);
  const separators = [...compact].filter((char) => char === '.' || char === ',');
  const kinds = new Set(separators);
  let decimalChar: string | null = null;
  if (kinds.size === 2) {
    // Both present: the last one separates the decimals, the other groups thousands.
    decimalChar = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
  } else if (kinds.size === 1) {
    const only = separators[0] as string;
    const count = separators.length;
    const after = compact.length - compact.lastIndexOf(only) - 1;
    // One separator followed by exactly three digits is grouping unless it is the locale's decimal mark.
    if (count === 1 && (after !== 3 || only === decimal)) decimalChar = only;
  }
  const [whole = '', fraction, extra] = decimalChar ? compact.split(decimalChar) : [compact];
  if (extra !== undefined) return null;
  const groupChar = decimalChar === null ? (separators[0] ?? ',') : decimalChar === '.' ? ',' : '.';
  if (!validGrouping(whole, groupChar)) return null;
  const digits = whole.replaceAll(groupChar, '');
  if (digits === '' && !fraction) return null;
  if (fraction !== undefined && !/^[0-9]*$/.test(fraction)) return null;
  return `${sign}${digits || '0'}${fraction !== undefined && fraction !== '' ? `.${fraction}` : ''}`;
}

function validGrouping(whole: string, groupChar: string): boolean {
  if (!whole.includes(groupChar)) return true;
  const groups = whole.split(groupChar);
  return groups.every((group, index) =>
    index === 0 ? /^[0-9]{1,3}$/.test(group) : /^[0-9]{3}$/.test(group),
  );
}

export function parseMoneyInput(
  text: string,
  currency: string,
  locale: string,
  options: MoneyInputOptions = {},
): MoneyInputResult {
  if (text.trim() === '') {
    return { ok: false, empty: true, message: options.requiredMessage ?? '' };
  }
  const example = exampleAmount(currency, locale);
  const normalized = normalizeMoneyText(text, locale);
  if (normalized === null) return refusal({ id: 'ui.money.example', values: { example } });
  const result = parseMoney(normalized, currency, { allowNegative: options.allowNegative ?? false });
  if (result.ok) return { ok: true, money: result.money };
  switch (result.reason) {
    case 'negative':
      return refusal({ id: 'ui.money.negative' });
    case 'too_many_decimals': {
      const decimals = currencyExponent(currency);
      return decimals === 0
        ? refusal({ id: 'ui.money.noDecimals', values: { currency } })
        : refusal({ id: 'ui.money.maxDecimals', values: { currency, decimals: String(decimals) } });
    }
    case 'out_of_range':
      return refusal({ id: 'ui.money.tooLarge' });
    default:
      return refusal({ id: 'ui.money.example', values: { example } });
  }
}

/** "12.50" in en-US, "12,50" in de-DE, "1250" for JPY: shown in hints and error messages. */
export function exampleAmount(currency: string, locale: string): string {
  const decimals = currencyExponent(currency);
  return decimals === 0 ? '1250' : `12${separatorsOf(locale).decimal}${'50'.padEnd(decimals, '0')}`;
}
