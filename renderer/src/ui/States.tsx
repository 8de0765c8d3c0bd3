// What a screen shows when there is nothing to show, or when something failed: always a title, what it
// means, and what the user can do next.
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { useErrorText } from './error-advice';
import { Icon, type IconName } from './icons';
import './feedback.css';

export interface EmptyStateProps {
  title: string;
  /** What the user can do to get something here ("Scan an order's barcode or search by number."). */
  message?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
}

export function EmptyState({ title, message, icon = 'inbox', actions }: EmptyStateProps) {
  return (
    <section className="state-panel" aria-label={title}>
      <span className="state-panel__icon">
        <Icon name={icon} size={26} />
      </span>
      <h2 className="state-panel__title">{title}</h2>
      {message ? <p className="state-panel__message">{message}</p> : null}
      {actions ? <div className="state-panel__actions">{actions}</div> : null}
    </section>
  );
}

export interface ErrorStateProps {
  title: string;
  /** What went wrong, as the error said it (in the session's language by its `code`, when given). */
  message: string;
  /** What to do about it ("Check the network cable, then try again."). */
  whatToDo: ReactNode;
  /** The error code, shown small for support ("platform_unreachable"). */
  code?: string;
  /** The values of the code's sentence, when the error carries them (a print job's id...). */
  values?: Record<string, string | number> | undefined;
  onRetry?: () => void;
  retryLabel?: string;
  actions?: ReactNode;
}

export function ErrorState({
  title,
  message,
  whatToDo,
  code,
  values,
  onRetry,
  retryLabel,
  actions,
}: ErrorStateProps) {
  const t = useMessages();
  const errorText = useErrorText();
  return (
    <section className="state-panel state-panel--error" role="alert" aria-label={title}>
      <span className="state-panel__icon">
        <Icon name="alert" size={26} />
      </span>
      <h2 className="state-panel__title">{title}</h2>
      <p className="state-panel__message">{code ? errorText.message({ code, message, values }) : message}</p>
      <p className="state-panel__hint">{whatToDo}</p>
      {code ? <span className="state-panel__code">{code}</span> : null}
      {onRetry || actions ? (
        <div className="state-panel__actions">
          {onRetry ? (
            <button type="button" className="button button--primary button--medium" onClick={onRetry}>
              {retryLabel ?? t('ui.errorState.retry')}
            </button>
          ) : null}
          {actions}
        </div>
      ) : null}
    </section>
  );
}

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short state in colour and words ("Ready", "On hold"): the word carries the meaning, not the colour. */
export function StatusBadge({
  tone = 'neutral',
  children,
  plain = false,
}: {
  tone?: Tone;
  children: ReactNode;
  plain?: boolean;
}) {
  return <span className={`badge badge--${tone}${plain ? ' badge--plain' : ''}`}>{children}</span>;
}

/** A strip across a screen: offline notice, a warning about the store's setup, an info line. */
export function Banner({
  tone = 'info',
  title,
  children,
  icon,
  actions,
}: {
  tone?: 'info' | 'warning' | 'danger';
  title: ReactNode;
  children?: ReactNode;
  icon?: IconName;
  actions?: ReactNode;
}) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
      <Icon name={icon ?? (tone === 'info' ? 'info' : 'alert')} size={22} />
      <div className="banner__body">
        <div className="banner__title">{title}</div>
        {children ? <div>{children}</div> : null}
      </div>
      {actions}
    </div>
  );
}
