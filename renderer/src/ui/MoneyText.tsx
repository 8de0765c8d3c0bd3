// Money and dates as text in the session's locale; times in the store's time zone.
import { useEffect, useState } from 'react';
import { formatMoney, type Money } from '../../../shared/money';
import { formatDate, formatRelativeTime, type DateStyle } from './format';
import { useLocale, useStoreTimeZone } from './locale';

export function MoneyText({ value, className }: { value: Money; className?: string }) {
  const locale = useLocale();
  return (
    <span
      className={['tabular-nums', className].filter(Boolean).join(' ')}
      data-money={`${value.minor} ${value.currency}`}
    >
      {formatMoney(value, locale)}
    </span>
  );
}

export function DateText({
  value,
  style = 'dateTime',
  timeZone,
}: {
  value: string;
  style?: DateStyle;
  /** Defaults to the store's time zone. */
  timeZone?: string | undefined;
}) {
  const locale = useLocale();
  const storeZone = useStoreTimeZone();
  return <time dateTime={value}>{formatDate(value, locale, style, timeZone ?? storeZone)}</time>;
}

/** "2 minutes ago", kept current (re-rendered every 15 s); the full date is the tooltip. */
export function RelativeTime({ value }: { value: string }) {
  const locale = useLocale();
  const timeZone = useStoreTimeZone();
  const now = useNow(15_000);
  return (
    <time dateTime={value} title={formatDate(value, locale, 'dateTime', timeZone)}>
      {formatRelativeTime(value, now, locale)}
    </time>
  );
}

export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
