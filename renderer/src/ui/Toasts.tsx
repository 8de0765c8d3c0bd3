// Short notices after an action ("Order W-1001 is ready for pickup"). Every notice leaves on its own
// (successes and infos after 5 s, warnings after 8 s, errors after 12 s) unless it asks the person to do
// something (`needsAction`): that one stays until dismissed. They sit at the bottom left of the work area,
// never over the primary buttons (bottom right), and a sign-out (`resetKey`) clears them all.
// A notice does not fade while pointed at or focused. Read out by screen readers: they appear in live
// regions that exist before them, the urgent ones assertive.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { AnnouncerProvider } from './Announcer';
import { IconButton } from './Button';
import { Icon, type IconName } from './icons';
import './overlay.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  message?: string;
  /** ms before it fades; null = stays until dismissed. Default by tone (see TONE_DURATION_MS). */
  durationMs?: number | null;
  /** The notice asks the person to do something: it stays until dismissed. */
  needsAction?: boolean;
}

/** How long a notice stays by default: long enough to read, never for good. */
export const TONE_DURATION_MS: Record<ToastTone, number> = {
  info: 5000,
  success: 5000,
  warning: 8000,
  danger: 12000,
};

interface ToastEntry {
  id: number;
  tone: ToastTone;
  title: string;
  message?: string;
  durationMs: number | null;
}

interface ToastApi {
  show(toast: ToastInput): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const ICONS: Record<ToastTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

export function ToastProvider({
  children,
  resetKey = null,
}: {
  children: ReactNode;
  /** Who is signed in: when it changes, every notice of the previous session goes. */
  resetKey?: string | null;
}) {
  const t = useMessages();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
      setToasts([]);
    };
  }, [resetKey]);

  const dismiss = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (input: ToastInput) => {
      const id = nextId.current++;
      const tone = input.tone ?? 'info';
      const durationMs =
        input.durationMs !== undefined ? input.durationMs : input.needsAction ? null : TONE_DURATION_MS[tone];
      setToasts((current) => [
        ...current.slice(-4),
        { id, tone, title: input.title, message: input.message, durationMs },
      ]);
      if (durationMs !== null)
        timers.current.set(
          id,
          setTimeout(() => dismiss(id), durationMs),
        );
      return id;
    },
    [dismiss],
  );

  // A notice does not fade while the pointer or the focus is on it (WCAG 2.2.1): whoever is reading it or
  // reaching for its Dismiss button keeps it; it fades its full time once they leave.
  const hold = useCallback((id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);
  const release = useCallback(
    (toast: ToastEntry) => {
      if (toast.durationMs === null || timers.current.has(toast.id)) return;
      timers.current.set(
        toast.id,
        setTimeout(() => dismiss(toast.id), toast.durationMs),
      );
    },
    [dismiss],
  );

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const renderToast = (toast: ToastEntry) => (
    <div
      key={toast.id}
      className={`toast toast--${toast.tone}`}
      role={isUrgent(toast.tone) ? 'alert' : 'status'}
      onMouseEnter={() => hold(toast.id)}
      onMouseLeave={() => release(toast)}
      onFocus={() => hold(toast.id)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) release(toast);
      }}
    >
      <span className="toast__icon">
        <Icon name={ICONS[toast.tone]} />
      </span>
      <div className="toast__body">
        <div className="toast__title">{toast.title}</div>
        {toast.message ? <div className="toast__message">{toast.message}</div> : null}
      </div>
      <IconButton icon="close" label={t('ui.toasts.dismiss')} onClick={() => dismiss(toast.id)} />
    </div>
  );
  return (
    // The announcer comes with the notices: whatever shows notices can also speak (useAnnounce).
    <AnnouncerProvider>
      <ToastContext.Provider value={api}>
        {children}
        {/* A landmark of its own (so nothing sits outside one), holding two live regions that are there
          before any notice: a notice added to them is read out, the urgent ones at once. */}
        <section className="toast-region" aria-label={t('ui.toasts.region')}>
          <div className="toast-region__list" aria-live="assertive" aria-relevant="additions">
            {toasts.filter((toast) => isUrgent(toast.tone)).map(renderToast)}
          </div>
          <div className="toast-region__list" aria-live="polite" aria-relevant="additions">
            {toasts.filter((toast) => !isUrgent(toast.tone)).map(renderToast)}
          </div>
        </section>
      </ToastContext.Provider>
    </AnnouncerProvider>
  );
}

function isUrgent(tone: ToastTone): boolean {
  return tone === 'danger' || tone === 'warning';
}

/** `const toast = useToasts(); toast.show({tone: 'success', title: 'Order is ready'})`. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it (see App.tsx).');
  return api;
}
