// What happened to the order, oldest first: each change of state, who made it and when (store time).
import type { OrderEventView } from '../../../../shared/bridge/views/pickup';
import { SYSTEM_ACTOR } from '../../../../shared/pickup/transition-result';
import { useMessages } from '../../i18n/I18nProvider';
import { DateText } from '../../ui';
import { actionLabel } from './order-labels';

export function OrderHistory({ events, timeZone }: { events: readonly OrderEventView[]; timeZone?: string }) {
  const t = useMessages();
  return (
    <section className="panel" aria-labelledby="order-history-title">
      <header className="panel__header">
        <h2 id="order-history-title">{t('pickup.history')}</h2>
      </header>
      {events.length === 0 ? (
        <p className="panel__empty">{t('pickup.history.empty')}</p>
      ) : (
        <ol className="timeline" aria-label={t('pickup.history.list')}>
          {events.map((event) => (
            <li key={event.eventId} className={`timeline__item timeline__item--${event.to}`}>
              <span className="timeline__dot" aria-hidden="true" />
              <div className="timeline__what">{actionLabel(t, event.action, event.to)}</div>
              <div className="timeline__meta">
                <DateText value={event.at} style="short" timeZone={timeZone} />
                {' · '}
                {event.actor === SYSTEM_ACTOR ? t('pickup.history.automatic') : event.actor}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
