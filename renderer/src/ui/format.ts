// Locale-aware display of numbers, dates and elapsed time. Money goes through shared/money formatMoney
// (exact decimal text, never minor / 100).
export type DateStyle = 'date' | 'time' | 'dateTime' | 'short';

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  short: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
};

/** "Mar 5, 2026, 2:05 PM" (en-US) / "5 mars 2026 à 14:05" (fr-FR); `timeZone` = the store's. */
export function formatDate(
  value: string | Date,
  locale: string,
  style: DateStyle = 'dateTime',
  timeZone?: string,
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(locale, {
    ...DATE_OPTIONS[style],
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "2 minutes ago", "in 3 hours", "just now" (under 10 s) — in the locale's words. */
export function formatRelativeTime(value: string | Date, now: Date, locale: string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(seconds) < 10) return formatter.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  return formatter.format(seconds, 'second');
}

/**
 * "9.975%" (en-US), « 9,975 % » (fr-CA): a rate in percent given as exact decimal text, with the locale's own
 * separator and spacing (Intl formats the decimal string as it is, with no float in between).
 */
export function formatPercent(percent: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'unit', unit: 'percent', maximumFractionDigits: 20 });
  return format.format(percent as Intl.StringNumericLiteral);
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}
