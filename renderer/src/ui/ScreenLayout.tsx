// The frame of a workflow screen: its title (the page's h1), an optional line under it, actions on the
// right (buttons with their shortcuts), then the content. Panel groups content in a card.
import type { ReactNode } from 'react';
import './layout.css';

export function ScreenLayout({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="screen">
      <header className="screen__header">
        <div>
          <h1 className="screen__title">{title}</h1>
          {subtitle ? <p className="screen__subtitle">{subtitle}</p> : null}
        </div>
        {actions ? <div className="screen__actions">{actions}</div> : null}
      </header>
      {children}
    </div>
  );
}

export function Panel({
  title,
  children,
  className,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} aria-label={title}>
      {title ? <h2 className="panel__title">{title}</h2> : null}
      {children}
    </section>
  );
}
