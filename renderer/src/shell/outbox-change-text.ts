// A change waiting in the outbox in the session's language: the host sends what the change is (the order,
// the sale, the drawer's transaction and its amount) and the catalog words it, money in its own currency.
import type { OutboxChangeView } from '../../../shared/bridge/views/sync';
import { isCashTransactionType } from '../../../shared/cash/transaction-types';
import { formatMoney } from '../../../shared/money';
import { transactionLabel } from '../features/cash/cash-labels';
import type { Translate } from '../i18n/I18nProvider';

export function outboxChangeText(
  t: Translate,
  locale: string,
  change: OutboxChangeView,
  /** The name the store gives a drawer, when this workstation knows it. */
  drawerName: (drawerId: string) => string | undefined,
): string {
  switch (change.kind) {
    case 'order_action':
      return t('outboxChange.orderAction', {
        action: change.action,
        order: change.orderNumber ?? change.orderId.slice(0, 8),
      });
    case 'sale':
      return t('outboxChange.sale', { sale: change.saleId, count: change.items });
    case 'cash_transaction': {
      const type = isCashTransactionType(change.type) ? transactionLabel(t, change.type) : change.type;
      const drawer = drawerName(change.drawerId) ?? change.drawerId.slice(0, 8);
      return change.amount.minor === 0
        ? t('outboxChange.cashNoAmount', { type, drawer })
        : t('outboxChange.cash', { type, amount: formatMoney(change.amount, locale), drawer });
    }
  }
}
