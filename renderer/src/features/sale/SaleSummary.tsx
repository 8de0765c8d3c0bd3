// After the sale: the change to hand back in big type (or what the card paid), what was sold and how it was
// paid (with the cash rounding line when there was one), and what happened around it — the receipt, the
// drawer, the platform ("Saved — will sync when online" while offline). "New sale" (Enter) starts the next.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { CompletedSale } from '../../../../shared/bridge/views/sale';
import type { MoneyView } from '../../../../shared/bridge/views/money';
import { formatSignedMoney } from '../../../../shared/money';
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

  return (
    <section className="sale-done" aria-label="Sale complete">
      <div className="sale-done__hero">
        <span className="sale-done__check">
          <Icon name="checkCircle" size={44} />
        </span>
        <h2 className="sale-done__title">Sale complete</h2>
        <p className="sale-done__id">
          Sale <span className="mono">{sale.externalId}</span>
        </p>
        {cash ? (
          <div className="sale-done__change" aria-label="Change due">
            <span className="sale-done__change-label">Change due</span>
            <MoneyText value={quote.changeDue} className="sale-done__change-amount" />
            {cash.tendered ? (
              <span className="sale-done__change-from">
                from <MoneyText value={cash.tendered} /> cash received
              </span>
            ) : null}
          </div>
        ) : (
          <div className="sale-done__change" aria-label="Paid by card">
            <span className="sale-done__change-label">Paid by card</span>
            <MoneyText value={quote.totalCharged} className="sale-done__change-amount" />
          </div>
        )}
        <Button variant="primary" size="large" shortcut="Enter" autoFocus onClick={onNewSale}>
          New sale
        </Button>
      </div>

      {/* Scrolls when the lines and tax rows outgrow the panel: focusable so the keyboard can scroll it. */}
      <section className="sale-done__details" tabIndex={0} aria-label="Sale details">
        <div className="sale-done__receipt" aria-label="Sale summary">
          <h3>
            {units} {units === 1 ? 'item' : 'items'}
          </h3>
          <ul className="sale-done__lines">
            {quote.lines.map((line) => (
              <li key={line.productId}>
                <span className="sale-done__qty">{line.quantity} ×</span>
                <span className="sale-done__line-title">{line.title}</span>
                <MoneyText value={line.lineTotal} />
              </li>
            ))}
          </ul>
          <dl className="sale-done__totals">
            {!quote.pricesIncludeTax && quote.taxLines.length > 0 ? (
              <>
                <Row label="Subtotal" amount={quote.subtotal} />
                {quote.taxLines.map((line) => (
                  <Row
                    key={`${line.componentId} ${line.rate}`}
                    label={taxLineLabel(line)}
                    amount={line.amount}
                  />
                ))}
              </>
            ) : null}
            <Row label="Total" amount={quote.total} strong={!showRounding} />
            {quote.pricesIncludeTax
              ? quote.taxLines.map((line) => (
                  <Row
                    key={`${line.componentId} ${line.rate}`}
                    label={`incl. ${taxLineLabel(line)}`}
                    amount={line.amount}
                  />
                ))
              : null}
            {showRounding ? (
              <>
                <Row label="Cash rounding" amount={quote.roundingAdjustment} signed />
                <Row label="Total paid" amount={quote.totalCharged} strong />
              </>
            ) : null}
            {card ? <Row label="Card" amount={card.amount} /> : null}
            {cash ? <Row label="Cash" amount={cash.amount} /> : null}
            {cash?.tendered ? <Row label="Cash received" amount={cash.tendered} /> : null}
            {cash ? <Row label="Change" amount={quote.changeDue} strong /> : null}
          </dl>
        </div>

        <ul className="sale-done__status" aria-label="After the sale">
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
  if (!takesCash) {
    return <StatusItem icon="drawer" tone="muted" title="Drawer stays closed" detail="Card payment only." />;
  }
  switch (sale.drawer.outcome) {
    case 'opened':
      return <StatusItem icon="drawer" tone="ok" title="Cash drawer opened" />;
    case 'open_by_hand':
      return (
        <StatusItem
          icon="drawer"
          tone="muted"
          title="Open the drawer with its key"
          detail={sale.drawer.message ?? 'This store’s drawers are opened by hand.'}
        />
      );
    case 'failed':
      return (
        <StatusItem
          icon="drawer"
          tone="warn"
          title="The drawer did not open"
          detail={sale.drawer.message ?? 'Open it with its key; the sale is recorded.'}
        />
      );
    case 'not_needed':
      return (
        <StatusItem
          icon="drawer"
          tone="muted"
          title="No cash drawer in use"
          detail="This store does not track cash in drawers."
        />
      );
  }
}

function DeliveryStatus({ delivery, saleId }: { delivery: SaleDelivery; saleId: string }) {
  switch (delivery) {
    case 'offline':
      return (
        <StatusItem
          icon="cloud"
          tone="warn"
          title="Saved — will sync when online"
          detail="The sale is kept on this workstation and sent as soon as the platform answers."
        />
      );
    case 'sending':
      return <StatusItem icon="cloud" tone="muted" title="Sending to the platform…" busy />;
    case 'refused':
      return (
        <StatusItem
          icon="cloud"
          tone="warn"
          title="The platform refused the sale"
          detail="Open the outbox in the status bar to see why and retry."
        />
      );
    case 'recorded':
      return (
        <li className="sale-status sale-status--ok">
          <span className="sale-status__icon">
            <Icon name="check" size={20} />
          </span>
          <span className="sale-status__text">
            <span className="sale-status__title">Recorded on the platform</span>
            <span className="sale-status__detail">Sale {saleId}</span>
          </span>
        </li>
      );
  }
}
