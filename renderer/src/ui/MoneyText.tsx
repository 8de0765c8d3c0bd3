// Money and dates as text in the session's locale.
import { useEffect, useState } from 'react';
import { formatMoney, type Money } from '../../../shared/money';
import { formatDate, formatRelativeTime, type DateStyle } from './format';
import { useLocale } from './locale';

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
  timeZone?: string;
}) {
  const locale = useLocale();
  return <time dateTime={value}>{formatDate(value, locale, style, timeZone)}</time>;
}

/** "2 minutes ago", kept current (re-rendered every 15 s); the full date is the tooltip. */
export function RelativeTime({ value }: { value: string }) {
  const locale = useLocale();
  const now = useNow(15_000);
  return (
    <time dateTime={value} title={formatDate(value, locale)}>
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
