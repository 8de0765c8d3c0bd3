// After the sale: the change to hand back in big type (or what the card paid), what was sold and how it was
// paid (with the cash rounding line when there was one), and what happened around it — the receipt, the
// drawer, the platform ("Saved — will sync when online" while offline). "New sale" (Enter) starts the next.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { CompletedSale } from '../../../../shared/bridge/views/sale';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Button, Icon, MoneyText } from '../../ui';
import { SaleDoneReceipt } from './SaleDoneReceipt';
import { DeliveryStatus, DrawerStatus, type SaleDelivery } from './SaleDoneStatuses';
import { ReceiptStatus } from './StatusItem';

export type { SaleDelivery } from './SaleDoneStatuses';

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
  const t = useMessages();

  return (
    <section className="sale-done" aria-label={t('sale.done.title')}>
      <SaleDoneHero sale={sale} onNewSale={onNewSale} />

      {/* Scrolls when the lines and tax rows outgrow the panel: focusable so the keyboard can scroll it. */}
      <section className="sale-done__details" tabIndex={0} aria-label={t('sale.done.details')}>
        <SaleDoneReceipt quote={quote} roundingApplies={roundingApplies} />

        <ul className="stack-list" aria-label={t('sale.done.after')}>
          <ReceiptStatus jobs={receiptJobs} />
          <DrawerStatus sale={sale} takesCash={cash !== undefined} />
          <DeliveryStatus delivery={delivery} saleId={sale.externalId} />
        </ul>
      </section>
    </section>
  );
}

/** The change to hand back in big type (or what the card paid), the sale's number, and "New sale" (Enter). */
function SaleDoneHero({ sale, onNewSale }: { sale: CompletedSale; onNewSale(): void }) {
  const { quote } = sale;
  const cash = quote.tenders.find((tender) => tender.method === 'cash');
  const t = useMessages();
  const rich = useRichMessages();
  return (
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
  );
}
