import { formatSignedMoney, type Money } from '../../../../shared/money';
import { MoneyText, useLocale } from '../../ui';

/** One line of the tender's amounts: a label (with an optional hint) and its amount, "—" while unknown. */
export function LedgerRow({
  label,
  amount,
  strong = false,
  hint,
  tone,
}: {
  label: string;
  amount: Money | null;
  strong?: boolean;
  hint?: string;
  tone?: 'rounding';
}) {
  const locale = useLocale();
  // A rounding of zero is not a warning: the line stays (the associate sees that rounding applies) in the
  // ledger's neutral colour; only an adjustment that changes what is collected is marked.
  const marked = tone === 'rounding' && amount !== null && amount.minor !== 0;
  return (
    <div
      className={[
        'tender__row',
        strong ? 'tender__row--strong' : '',
        tone ? `tender__row--${tone}` : '',
        marked ? 'tender__row--adjusted' : '',
      ].join(' ')}
    >
      <dt>
        <span>{label}</span>
        {hint ? <span className="tender__row-hint">{hint}</span> : null}
      </dt>
      <dd>
        {amount === null ? (
          <span className="tender__row-missing">—</span>
        ) : tone === 'rounding' ? (
          <span className="tabular-nums">{formatSignedMoney(amount, locale)}</span>
        ) : (
          <MoneyText value={amount} />
        )}
      </dd>
    </div>
  );
}
