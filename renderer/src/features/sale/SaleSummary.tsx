// After the sale: the change to hand back in big type (or what the card paid), what was sold and how it was
// paid (with the cash rounding line when there was one), and what happened around it — the receipt, the
// drawer, the platform ("Saved — will sync when online" while offline). "New sale" (Enter) starts the next.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { CompletedSale } from '../../../../shared/bridge/views/sale';
import type { MoneyView } from '../../../../shared/bridge/views/money';
import { formatSignedMoney } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Button, Icon, MoneyText, useLocale } from '../../ui';
import { ReceiptStatus, StatusItem } from './StatusItem';
import { taxLineLabel } from './TenderPanel';

export type SaleDelivery = 'offline' | 'sending' | 'recorded' | 'refused';

export interface SaleSummaryProps {
  sale: CompletedSale;
  /** The receipt's print jobs as they are now. */
  receiptJobs: readonly PrintJobView[];
  delivery: SaleDelivery;
  /** Whether the store's rules round cash (the rounding line is shown then, even at zero). */
  roundingApplies: boolean;
  onNewSale(): void;
}

export function SaleSummary({ sale, receiptJobs, delivery, roundingApplies, onNewSale }: SaleSummaryProps) {
  const { quote } = sale;
  const cash = quote.tenders.find((tender) => tender.method === 'cash');
  const card = quote.tenders.find((tender) => tender.method === 'card');
  const showRounding = cash !== undefined && (roundingApplies || quote.roundingAdjustment.minor !== 0);
  const units = quote.lines.reduce((count, line) => count + line.quantity, 0);
  const t = useMessages();
  const rich = useRichMessages();

  return (
    <section className="sale-done" aria-label={t('sale.done.title')}>
      <div className="sale-done__hero">
        <span className="sale-done__check">
          <Icon name="checkCircle" size={44} />
        </span>
        <h2 className="sale-done__title">{t('sale.done.title')}</h2>
        <p className="sale-done__id">
          {rich('sale.done.id', { id: <span className="mono">{sale.externalId}</span> })}
        </p>
        {cash ? (
          <div className="sale-done__change" aria-label={t('sale.changeDue')}>
            <span className="sale-done__change-label">{t('sale.changeDue')}</span>
            <MoneyText value={quote.changeDue} className="sale-done__change-amount" />
            {cash.tendered ? (
              <span className="sale-done__change-from">
                {rich('sale.done.cashFrom', { amount: <MoneyText value={cash.tendered} /> })}
              </span>
            ) : null}
          </div>
        ) : (
          <div className="sale-done__change" aria-label={t('sale.done.paidByCard')}>
            <span className="sale-done__change-label">{t('sale.done.paidByCard')}</span>
            <MoneyText value={quote.totalCharged} className="sale-done__change-amount" />
          </div>
        )}
        <Button variant="primary" size="large" shortcut="Enter" autoFocus onClick={onNewSale}>
          {t('sale.done.newSale')}
        </Button>
      </div>

      {/* Scrolls when the lines and tax rows outgrow the panel: focusable so the keyboard can scroll it. */}
      <section className="sale-done__details" tabIndex={0} aria-label={t('sale.done.details')}>
        <div className="sale-done__receipt" aria-label={t('sale.done.summary')}>
          <h3>{t('sale.done.items', { count: units })}</h3>
          <ul className="sale-done__lines">
            {quote.lines.map((line) => (
              <li key={line.productId}>
                <span className="sale-done__qty">{t('sale.done.quantity', { quantity: line.quantity })}</span>
                <span className="sale-done__line-title">{line.title}</span>
                <MoneyText value={line.lineTotal} />
              </li>
            ))}
          </ul>
          <dl className="sale-done__totals">
            {!quote.pricesIncludeTax && quote.taxLines.length > 0 ? (
              <>
                <Row label={t('sale.subtotal')} amount={quote.subtotal} />
                {quote.taxLines.map((line) => (
                  <Row
                    key={`${line.componentId} ${line.rate}`}
                    label={taxLineLabel(line)}
                    amount={line.amount}
                  />
                ))}
              </>
            ) : null}
            <Row label={t('sale.total')} amount={quote.total} strong={!showRounding} />
            {quote.pricesIncludeTax
              ? quote.taxLines.map((line) => (
                  <Row
                    key={`${line.componentId} ${line.rate}`}
                    label={t('sale.tax.included', { tax: taxLineLabel(line) })}
                    amount={line.amount}
                  />
                ))
              : null}
            {showRounding ? (
              <>
                <Row label={t('sale.cashRounding')} amount={quote.roundingAdjustment} signed />
                <Row label={t('sale.done.totalPaid')} amount={quote.totalCharged} strong />
              </>
            ) : null}
            {card ? <Row label={t('sale.method.card')} amount={card.amount} /> : null}
            {cash ? <Row label={t('sale.method.cash')} amount={cash.amount} /> : null}
            {cash?.tendered ? <Row label={t('sale.cashReceived')} amount={cash.tendered} /> : null}
            {cash ? <Row label={t('sale.done.change')} amount={quote.changeDue} strong /> : null}
          </dl>
        </div>

        <ul className="stack-list" aria-label={t('sale.done.after')}>
          <ReceiptStatus jobs={receiptJobs} />
          <DrawerStatus sale={sale} takesCash={cash !== undefined} />
          <DeliveryStatus delivery={delivery} saleId={sale.externalId} />
        </ul>
      </section>
    </section>
  );
}

function Row({
  label,
  amount,
  strong = false,
  signed = false,
}: {
  label: string;
  amount: MoneyView;
  strong?: boolean;
  /** An adjustment: "+$0.02" / "-$0.02". */
  signed?: boolean;
}) {
  const locale = useLocale();
  return (
    <div className={strong ? 'sale-done__row sale-done__row--strong' : 'sale-done__row'}>
      <dt>{label}</dt>
      <dd>
        {signed ? (
          <span className="tabular-nums">{formatSignedMoney(amount, locale)}</span>
        ) : (
          <MoneyText value={amount} />
        )}
      </dd>
    </div>
  );
}

function DrawerStatus({ sale, takesCash }: { sale: CompletedSale; takesCash: boolean }) {
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
          detail={sale.drawer.message ?? t('sale.done.drawer.byHand.detail')}
        />
      );
    case 'failed':
      return (
        <StatusItem
          icon="drawer"
          tone="warn"
          title={t('sale.done.drawer.failed')}
          detail={sale.drawer.message ?? t('sale.done.drawer.failed.detail')}
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

function DeliveryStatus({ delivery, saleId }: { delivery: SaleDelivery; saleId: string }) {
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
