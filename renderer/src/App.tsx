// The renderer's root: one store on the real bridge, toasts, the session's locale, then the gate in front
// of the app shell.
import { useState } from 'react';
import type { BridgeApi } from '../../shared/bridge';
import { getBridge } from './bridge';
import { SessionGate } from './features/signin';
import { AppShell } from './shell/AppShell';
import { createPosStore, PosStoreProvider, usePosStore, type PosStore } from './store/pos-store';
import { I18nProvider } from './i18n/I18nProvider';
import { LocaleProvider, ToastProvider } from './ui';
import './shell/shell.css';

export function App({ bridge, store }: { bridge?: BridgeApi; store?: PosStore } = {}) {
  const [posStore] = useState(() => store ?? createPosStore(bridge ?? getBridge()));
  return (
    <PosStoreProvider store={posStore}>
      <SessionLocale>
        <SessionToasts>
          <SessionGate>
            <AppShell />
          </SessionGate>
        </SessionToasts>
      </SessionLocale>
    </PosStoreProvider>
  );
}

/** Notices belong to the session they were shown in: signing out (or in as someone else) clears them. */
function SessionToasts({ children }: { children: React.ReactNode }) {
  const user = usePosStore((state) => state.session?.user?.username ?? null);
  return <ToastProvider resetKey={user}>{children}</ToastProvider>;
}

function SessionLocale({ children }: { children: React.ReactNode }) {
  const locale = usePosStore((state) => state.session?.locale ?? 'en-US');
  const timeZone = usePosStore((state) => state.session?.store?.timezone);
  return (
    <LocaleProvider locale={locale} timeZone={timeZone}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </LocaleProvider>
  );
}
