// The values of an error's sentence (errors.valued.<code>) written the way the session reads them. An error
// sends its values as the wire has them; by their names, two kinds are written for the reader:
// - an amount (`amount`, `limit`, or a name ending in `Amount`) is decimal text in the error's `currency`
//   ("250.00" with currency "CAD"): it becomes money in the session's locale, exactly (« 250,00 $ » in
//   fr-CA, "CA$250.00" in en-US), through shared/money, never a float;
// - a time (`until`, or a name ending in `At`) is an ISO instant: it becomes a date and time in the
//   session's locale and the store's time zone.
// Other values go as they are; a quantity is worded by the sentence itself (`{count, number}`, a plural).
import { formatMoney, parseMoney } from '../../../shared/money';
import { formatDate } from './format';

export type ErrorValues = Readonly<Record<string, string | number>>;

/** Where an error is read: the session's locale, and the store's time zone (undefined: the workstation's). */
export interface ReadingPlace {
  locale: string;
  timeZone: string | undefined;
}

const AMOUNT_NAME = /^(amount|limit)$|Amount$/;
const TIME_NAME = /^until$|At$/;

/** The values with each amount written as money and each time as a date and time, for `place`. */
export function valuesForReading(values: ErrorValues, place: ReadingPlace): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, valueForReading(name, value, values, place)]),
  );
}

function valueForReading(
  name: string,
  value: string | number,
  values: ErrorValues,
  place: ReadingPlace,
): string | number {
  if (AMOUNT_NAME.test(name)) return amountText(value, values.currency, place.locale);
  if (TIME_NAME.test(name) && typeof value === 'string' && value !== '') {
    return formatDate(value, place.locale, 'dateTime', place.timeZone);
  }
  return value;
}

/** "250.00" CAD → « 250,00 $ »; an amount that is not money in its currency keeps its text and its code. */
function amountText(value: string | number, currency: string | number | undefined, locale: string): string {
  if (value === '') return '';
  const amount = typeof currency === 'string' ? parseMoney(value, currency, { allowNegative: true }) : null;
  if (amount?.ok) return formatMoney(amount.money, locale);
  return currency === undefined ? String(value) : `${value} ${currency}`;
}
