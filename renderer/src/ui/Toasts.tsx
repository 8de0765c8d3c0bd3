// Short notices after an action ("Order W-1001 is ready for pickup"). Every notice leaves on its own
// (successes and infos after 5 s, warnings after 8 s, errors after 12 s) unless it asks the person to do
// something (`needsAction`): that one stays until dismissed. They sit at the bottom left of the work area,
// never over the primary buttons (bottom right), and a sign-out (`resetKey`) clears them all.
// A notice does not fade while pointed at or focused. Read out by screen readers: they appear in live
// regions that exist before them, the urgent ones assertive.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { AnnouncerProvider } from './Announcer';
import { IconButton } from './Button';
import { Icon, type IconName } from './icons';
import { useToastQueue, type ToastEntry, type ToastInput, type ToastTone } from './use-toast-queue';
import './overlay.css';

export { TONE_DURATION_MS, type ToastInput, type ToastTone } from './use-toast-queue';

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
  const { toasts, show, dismiss, hold, release } = useToastQueue(resetKey);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const renderToast = (toast: ToastEntry) => (
    <Toast
      key={toast.id}
      toast={toast}
      onHold={() => hold(toast.id)}
      onRelease={() => release(toast)}
      onDismiss={() => dismiss(toast.id)}
    />
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

/** One notice: its tone's icon, title and message, and Dismiss; pointing at it or focusing it holds it. */
function Toast({
  toast,
  onHold,
  onRelease,
  onDismiss,
}: {
  toast: ToastEntry;
  onHold: () => void;
  onRelease: () => void;
  onDismiss: () => void;
}) {
  const t = useMessages();
  return (
    <div
      className={`toast toast--${toast.tone}`}
      role={isUrgent(toast.tone) ? 'alert' : 'status'}
      onMouseEnter={onHold}
      onMouseLeave={onRelease}
      onFocus={onHold}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) onRelease();
      }}
    >
      <span className="toast__icon">
        <Icon name={ICONS[toast.tone]} />
      </span>
      <div className="toast__body">
        <div className="toast__title">{toast.title}</div>
        {toast.message ? <div className="toast__message">{toast.message}</div> : null}
      </div>
      <IconButton icon="close" label={t('ui.toasts.dismiss')} onClick={onDismiss} />
    </div>
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
