// The locale numbers, money and dates are shown in (the session's), and the time zone every time is shown in:
// the store's, whatever the workstation's clock says (set by the app shell), so presentational components
// need neither the store nor the session. Outside a provider: the browser's language, else en-US, and the
// workstation's zone.
import { createContext, useContext, type ReactNode } from 'react';

const LocaleContext = createContext<string | null>(null);
const TimeZoneContext = createContext<string | undefined>(undefined);

export function LocaleProvider({
  locale,
  timeZone,
  children,
}: {
  locale: string;
  /** The store's time zone (IANA name); undefined before a store is chosen. */
  timeZone?: string | undefined;
  children: ReactNode;
}) {
  return (
    <LocaleContext.Provider value={locale}>
      <TimeZoneContext.Provider value={timeZone}>{children}</TimeZoneContext.Provider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): string {
  const locale = useContext(LocaleContext);
  if (locale) return locale;
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}

/** The store's time zone, or undefined (the workstation's) before a store is chosen. */
export function useStoreTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
