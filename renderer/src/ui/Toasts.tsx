// Short notices after an action ("Order W-1001 is ready for pickup"). Successes and infos fade after a few
// seconds; warnings and errors stay until dismissed. Read out by screen readers (status / alert).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton } from './Button';
import { Icon, type IconName } from './icons';
import './overlay.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'danger';

export interface ToastInput {
  tone?: ToastTone;
  title: string;
  message?: string;
  /** ms before it fades; null = stays until dismissed (default for warning/danger). */
  durationMs?: number | null;
}

interface ToastEntry extends Required<Omit<ToastInput, 'message'>> {
  id: number;
  message?: string;
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

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

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
        input.durationMs !== undefined
          ? input.durationMs
          : tone === 'info' || tone === 'success'
            ? 5000
            : null;
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

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toast-region" aria-label="Notifications">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            className={`toast toast--${toast.tone}`}
            role={toast.tone === 'danger' || toast.tone === 'warning' ? 'alert' : 'status'}
          >
            <span className="toast__icon">
              <Icon name={ICONS[toast.tone]} />
            </span>
            <div className="toast__body">
              <div className="toast__title">{toast.title}</div>
              {toast.message ? <div className="toast__message">{toast.message}</div> : null}
            </div>
            <IconButton icon="close" label="Dismiss notification" onClick={() => dismiss(toast.id)} />
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** `const toast = useToasts(); toast.show({tone: 'success', title: 'Order is ready'})`. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts needs a <ToastProvider> above it (see App.tsx).');
  return api;
}
