import type { PickupOrder } from '../../../../shared/bridge/views/pickup';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, MoneyText, formatNumber, useLocale } from '../../ui';

/** Who the order is for, how many items and how much, who picks it; Cancel order when it may be canceled. */
export function CustomerCard({
  order,
  onCancel,
}: {
  order: PickupOrder;
  onCancel: (() => void) | undefined;
}) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <section className="panel customer-card" aria-labelledby="customer-title">
      <header className="panel__header">
        <h2 id="customer-title">{t('pickup.customer')}</h2>
      </header>
      <div className="customer-card__name">{order.customer?.name ?? t('pickup.order.noName')}</div>
      <dl className="facts">
        {order.customer?.email ? (
          <>
            <dt>{t('pickup.customer.email')}</dt>
            <dd>{order.customer.email}</dd>
          </>
        ) : null}
        {order.customer?.phone ? (
          <>
            <dt>{t('pickup.customer.phone')}</dt>
            <dd>{order.customer.phone}</dd>
          </>
        ) : null}
        <dt>{t('pickup.customer.items')}</dt>
        <dd>{formatNumber(order.itemCount, locale)}</dd>
        <dt>{t('pickup.customer.total')}</dt>
        <dd>
          <MoneyText value={order.total} />
        </dd>
        <dt>{t('pickup.customer.picker')}</dt>
        <dd>{order.assignee ?? '—'}</dd>
      </dl>
      {onCancel ? (
        <div className="customer-card__footer">
          <Button variant="ghost" size="small" onClick={onCancel}>
            {t('pickup.customer.cancel')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
