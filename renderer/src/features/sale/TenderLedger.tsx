// The tender's amounts: subtotal and tax lines (or the tax contained in the total), the total, the split's
// two parts, and the cash rounding with the total after it when cash is collected in a store that rounds.
import type { RoundingContextView } from '../../../../shared/bridge/views/sale';
import { formatMoney, type Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import type { SaleTaxQuote } from '../../store/sale-slice';
import { useLocale } from '../../ui';
import type { CheckoutPlan, TenderMode } from '../../domain/tender-plan';
import { LedgerRow } from './LedgerRow';
import { useTaxLineLabel } from './tax-line-label';

export function TenderLedger(props: {
  total: Money;
  tax: SaleTaxQuote | null;
  mode: TenderMode;
  checkout: CheckoutPlan;
  rounding: RoundingContextView | null;
}) {
  const { total, tax, mode, checkout } = props;
  const t = useMessages();
  const taxLineLabel = useTaxLineLabel();
  const showRounding = checkout.roundingApplies && mode !== 'card';
  return (
    <dl className="tender__ledger" aria-label={t('sale.tender.amounts')}>
      {tax && !tax.pricesIncludeTax ? (
        <>
          <LedgerRow label={t('sale.subtotal')} amount={tax.subtotal} />
          {tax.taxLines.map((line) => (
            <LedgerRow
              key={`${line.componentId} ${line.rate}`}
              label={taxLineLabel(line)}
              amount={line.amount}
            />
          ))}
        </>
      ) : null}
      <LedgerRow label={t('sale.total')} amount={total} strong={!showRounding && mode !== 'split'} />
      {tax?.pricesIncludeTax
        ? tax.taxLines.map((line) => (
            <LedgerRow
              key={`${line.componentId} ${line.rate}`}
              label={t('sale.tax.included', { tax: taxLineLabel(line) })}
              amount={line.amount}
            />
          ))
        : null}
      {mode === 'split' ? (
        <>
          <LedgerRow label={t('sale.method.card')} amount={checkout.card?.amount ?? null} />
          <LedgerRow label={t('sale.tender.cashPart')} amount={checkout.cash?.share ?? null} />
        </>
      ) : null}
      {showRounding ? <RoundingRows mode={mode} checkout={checkout} rounding={props.rounding} /> : null}
    </dl>
  );
}

/** The cash rounding (with its increment as a hint), the split's cash to collect, the total after rounding. */
function RoundingRows({
  mode,
  checkout,
  rounding,
}: {
  mode: TenderMode;
  checkout: CheckoutPlan;
  rounding: RoundingContextView | null;
}) {
  const locale = useLocale();
  const t = useMessages();
  const cash = checkout.cash;
  return (
    <>
      <LedgerRow
        label={t('sale.cashRounding')}
        amount={cash?.roundingAdjustment ?? null}
        hint={
          rounding?.increment
            ? t('sale.tender.roundingHint', { increment: formatMoney(rounding.increment, locale) })
            : undefined
        }
        tone="rounding"
      />
      {mode === 'split' ? (
        <LedgerRow label={t('sale.tender.cashToCollect')} amount={cash?.amount ?? null} />
      ) : null}
      <LedgerRow
        label={t('sale.tender.totalAfterRounding')}
        amount={checkout.plan?.totalCharged ?? null}
        strong
      />
    </>
  );
}
