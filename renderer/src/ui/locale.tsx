// The locale numbers, money and dates are shown in: the session's (set by the app shell), so presentational
// components do not need the store. Outside a provider it is the browser's language, else en-US.
import { createContext, useContext, type ReactNode } from 'react';

const LocaleContext = createContext<string | null>(null);

export function LocaleProvider({ locale, children }: { locale: string; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): string {
  const locale = useContext(LocaleContext);
  if (locale) return locale;
  return typeof navigator !== 'undefined' && navigator.language ? navigator.language : 'en-US';
}
