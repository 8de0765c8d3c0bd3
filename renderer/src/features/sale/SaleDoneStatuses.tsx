// What happened around a completed sale: whether the drawer opened, and whether the platform has the sale.
import type { CompletedSale } from '../../../../shared/bridge/views/sale';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon } from '../../ui';
import { drawerNoticeText } from '../cash';
import { StatusItem } from './StatusItem';

export type SaleDelivery = 'offline' | 'sending' | 'recorded' | 'refused';

export function DrawerStatus({ sale, takesCash }: { sale: CompletedSale; takesCash: boolean }) {
  const t = useMessages();
  if (!takesCash) {
    return (
      <StatusItem
        icon="drawer"
        tone="muted"
        title={t('sale.done.drawer.closed')}
        detail={t('sale.done.drawer.cardOnly')}
      />
    );
  }
  switch (sale.drawer.outcome) {
    case 'opened':
      return <StatusItem icon="drawer" tone="ok" title={t('sale.done.drawer.opened')} />;
    case 'open_by_hand':
      return (
        <StatusItem
          icon="drawer"
          tone="muted"
          title={t('sale.done.drawer.byHand')}
          detail={
            sale.drawer.notice ? drawerNoticeText(sale.drawer.notice, t) : t('sale.done.drawer.byHand.detail')
          }
        />
      );
    case 'failed':
      return (
        <StatusItem
          icon="drawer"
          tone="warn"
          title={t('sale.done.drawer.failed')}
          detail={
            sale.drawer.notice ? drawerNoticeText(sale.drawer.notice, t) : t('sale.done.drawer.failed.detail')
          }
        />
      );
    case 'not_needed':
      return (
        <StatusItem
          icon="drawer"
          tone="muted"
          title={t('sale.done.drawer.none')}
          detail={t('sale.done.drawer.none.detail')}
        />
      );
  }
}

export function DeliveryStatus({ delivery, saleId }: { delivery: SaleDelivery; saleId: string }) {
  const t = useMessages();
  switch (delivery) {
    case 'offline':
      return (
        <StatusItem
          icon="cloud"
          tone="warn"
          title={t('sale.done.offline')}
          detail={t('sale.done.offline.detail')}
        />
      );
    case 'sending':
      return <StatusItem icon="cloud" tone="muted" title={t('sale.done.sending')} busy />;
    case 'refused':
      return (
        <StatusItem
          icon="cloud"
          tone="warn"
          title={t('sale.done.refused')}
          detail={t('sale.done.refused.detail')}
        />
      );
    case 'recorded':
      return (
        <li className="sale-status sale-status--ok">
          <span className="sale-status__icon">
            <Icon name="check" size={20} />
          </span>
          <span className="sale-status__text">
            <span className="sale-status__title">{t('sale.done.recorded')}</span>
            <span className="sale-status__detail">{t('sale.done.id', { id: saleId })}</span>
          </span>
        </li>
      );
  }
}
