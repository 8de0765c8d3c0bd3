// What was sold and how it was paid: the lines, subtotal and tax, the total, the cash rounding with the total
// paid when there was one, then the card and cash parts and the change.
import type { CompletedSale } from '../../../../shared/bridge/views/sale';
import type { MoneyView } from '../../../../shared/bridge/views/money';
import { formatSignedMoney } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { MoneyText, useLocale } from '../../ui';
import { useTaxLineLabel } from './tax-line-label';

export function SaleDoneReceipt({
  quote,
  roundingApplies,
}: {
  quote: CompletedSale['quote'];
  /** Whether the store's rules round cash (the rounding line is shown then, even at zero). */
  roundingApplies: boolean;
}) {
  const cash = quote.tenders.find((tender) => tender.method === 'cash');
  const card = quote.tenders.find((tender) => tender.method === 'card');
  const showRounding = cash !== undefined && (roundingApplies || quote.roundingAdjustment.minor !== 0);
  const units = quote.lines.reduce((count, line) => count + line.quantity, 0);
  const t = useMessages();
  const taxLineLabel = useTaxLineLabel();
  return (
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
              <Row key={`${line.componentId} ${line.rate}`} label={taxLineLabel(line)} amount={line.amount} />
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
