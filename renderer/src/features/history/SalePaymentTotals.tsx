// How a sale was paid: subtotal, tax lines (or the tax contained), each tender with its cash rounding (or
// "Paid online"), and the total paid.
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatSignedMoney } from '../../../../shared/money';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { MoneyText, useLocale } from '../../ui';
import { useTaxLineLabel } from '../sale';
import { tenderName } from './history-labels';

export function SalePaymentTotals({ sale }: { sale: SaleView }) {
  const locale = useLocale();
  const t = useMessages();
  const taxLineLabel = useTaxLineLabel();
  return (
    <dl className="history__totals" aria-label={t('history.payment')}>
      <div className="history__row">
        <dt>{t('history.payment.subtotal')}</dt>
        <dd>
          <MoneyText value={sale.total} />
        </dd>
      </div>
      {sale.taxLines.map((line) => (
        <div className="history__row" key={`${line.componentId}-${line.rate}`}>
          <dt>
            {sale.pricesIncludeTax
              ? t('history.payment.taxIncluded', { tax: taxLineLabel(line) })
              : taxLineLabel(line)}
          </dt>
          <dd>
            <MoneyText value={line.amount} />
          </dd>
        </div>
      ))}
      {sale.tenders.map((tender, index) => (
        <div className="history__row" key={`${tender.method}-${index}`}>
          <dt>
            {tender.roundingAdjustment.minor !== 0
              ? t('history.cashRounding', {
                  label: tenderLabel(t, tender),
                  adjustment: formatSignedMoney(tender.roundingAdjustment, locale),
                })
              : tenderLabel(t, tender)}
          </dt>
          <dd>
            <MoneyText value={tender.amount} />
          </dd>
        </div>
      ))}
      {sale.tenders.length === 0 ? (
        <div className="history__row">
          <dt>{t('history.payment.online')}</dt>
          <dd>
            <MoneyText value={sale.totalPaid} />
          </dd>
        </div>
      ) : null}
      <div className="history__row history__row--strong">
        <dt>{t('history.payment.total')}</dt>
        <dd>
          <MoneyText value={sale.totalPaid} />
        </dd>
      </div>
    </dl>
  );
}

/** "Card ···· 4242", "Cash": a tender as the payment lists it. */
function tenderLabel(t: Translate, tender: SaleView['tenders'][number]): string {
  const name = tenderName(t, tender.method);
  return tender.cardLastFour ? `${name} ···· ${tender.cardLastFour}` : name;
}
