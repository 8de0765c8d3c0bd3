// After the return: what went back to each tender in big type (the cash to hand over), and what happened
// around it — the drawer (opened for a cash refund only), the refund receipt, the manager who approved.
import { useShallow } from 'zustand/react/shallow';
import type { CompletedReturnView, SaleView } from '../../../../shared/bridge/views/returns';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, Icon, MoneyText, formatNumber, useLocale } from '../../ui';
import { drawerNoticeText } from '../cash';
import { ReceiptStatus, StatusItem } from '../sale';
import { RefundRows } from './RefundRows';

export function ReturnComplete({ sale, completed }: { sale: SaleView; completed: CompletedReturnView }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const locale = useLocale();
  const jobs = usePosStore(useShallow((state) => state.printJobs));
  const { saleReturn, drawer } = completed;
  const cash = saleReturn.refunds.find((refund) => refund.method === 'cash');
  const receiptJobs = completed.receiptJobs.map((job) => jobs[job.jobId] ?? job);

  return (
    <section className="panel sale-done history__done" aria-label={t('history.done')}>
      <div className="sale-done__hero">
        <span className="sale-done__check">
          <Icon name="checkCircle" size={44} />
        </span>
        <h2 className="sale-done__title">{t('history.done')}</h2>
        <p className="sale-done__id">
          {rich('history.sale.heading', {
            number: sale.externalId,
            mono: (chunks) => <span className="mono">{chunks}</span>,
          })}
        </p>
        {cash ? (
          <div className="sale-done__change" aria-label={t('history.done.cashToRefund')}>
            <span className="sale-done__change-label">{t('history.done.cashToRefund')}</span>
            <span className="sale-done__change-amount">
              <MoneyText value={cash.amount} />
            </span>
          </div>
        ) : null}
      </div>
      <div className="sale-done__details">
        <div className="sale-done__receipt" aria-label={t('history.done.summary')}>
          <h3>{t('history.done.returned')}</h3>
          <ul className="sale-done__lines">
            {saleReturn.lines.map((line) => (
              <li key={line.productId}>
                <span className="sale-done__qty">{formatNumber(line.quantity, locale)} ×</span>
                <span className="sale-done__line-title">{line.title}</span>
                <MoneyText value={line.amount} />
              </li>
            ))}
          </ul>
          <dl className="sale-done__totals">
            <RefundRows
              refunds={saleReturn.refunds}
              totalRefunded={saleReturn.totalRefunded}
              rowClassName="sale-done__row"
            />
          </dl>
        </div>
        <ul className="stack-list" aria-label={t('history.done.after')}>
          <ReceiptStatus jobs={receiptJobs} document="refund" />
          <DrawerStatus outcome={drawer.outcome} notice={drawer.notice} />
          {saleReturn.approvedBy ? (
            <StatusItem
              icon="user"
              tone="ok"
              title={t('history.done.approvedBy', { manager: saleReturn.approvedBy })}
            />
          ) : null}
          <StatusItem icon="package" tone="ok" title={t('history.done.backInStock')} />
        </ul>
      </div>
      <Button variant="primary" size="large" autoFocus onClick={() => void api.getState().finishReturn()}>
        {t('history.done.finish')}
      </Button>
    </section>
  );
}

function DrawerStatus({ outcome, notice }: CompletedReturnView['drawer']) {
  const t = useMessages();
  const message = notice ? drawerNoticeText(notice, t) : undefined;
  switch (outcome) {
    case 'opened':
      return <StatusItem icon="drawer" tone="ok" title={t('history.drawer.opened')} />;
    case 'open_by_hand':
      return <StatusItem icon="drawer" tone="muted" title={t('history.drawer.byHand')} detail={message} />;
    case 'failed':
      return (
        <StatusItem
          icon="drawer"
          tone="warn"
          title={t('history.drawer.failed')}
          detail={message ?? t('history.drawer.failedHelp')}
        />
      );
    case 'not_needed':
      return (
        <StatusItem
          icon="drawer"
          tone="muted"
          title={t('history.drawer.closed')}
          detail={t('history.drawer.noCash')}
        />
      );
  }
}
