// Figures of a drawer as lists of label → amount, the variance of a count in words, and the close of a day
// (counted, expected, variance, what goes to the bank and what stays for tomorrow's float).
import type { ReactNode } from 'react';
import type { DrawerSummaryView } from '../../../../shared/bridge/views/cash';
import { abs, type Money } from '../../../../shared/money';
import { varianceKind } from '../../../../shared/cash/variance';
import { closingPlanOf, type CashDrawerEntry } from '../../store/cash-slice';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { MoneyText, StatusBadge } from '../../ui';

export interface FigureRow {
  label: string;
  value: ReactNode;
  /** The total line (bigger, with a rule above). */
  emphasis?: boolean;
  hint?: ReactNode;
}

/** Label → amount pairs: one under the other (rows), or side by side (tiles, e.g. above a count). */
export function FigureList({
  rows,
  label,
  layout = 'rows',
}: {
  rows: readonly FigureRow[];
  label: string;
  layout?: 'rows' | 'tiles';
}) {
  return (
    <dl className={`figure-list figure-list--${layout}`} aria-label={label}>
      {rows.map((row) => (
        <div key={row.label} className={`figure-list__row${row.emphasis ? ' figure-list__row--total' : ''}`}>
          <dt>
            <span className="figure-list__label">{row.label}</span>
            {row.hint ? <span className="figure-list__hint">{row.hint}</span> : null}
          </dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Balanced", "Over $0.50", "Short $0.10": the words carry it, the colour only repeats it. */
export function VarianceBadge({ variance }: { variance: Money }) {
  const t = useMessages();
  const rich = useRichMessages();
  const kind = varianceKind(variance);
  if (kind === 'balanced') return <StatusBadge tone="success">{t('cash.variance.balanced')}</StatusBadge>;
  return (
    <StatusBadge tone={kind === 'over' ? 'warning' : 'danger'}>
      {rich(kind === 'over' ? 'cash.variance.over' : 'cash.variance.short', {
        amount: <MoneyText value={abs(variance)} />,
      })}
    </StatusBadge>
  );
}

/** The day's movements of an open (or closed) drawer; the expected amount unless the count is blind. */
export function dayFigures(summary: DrawerSummaryView, t: Translate): FigureRow[] {
  const rows: FigureRow[] = [
    { label: t('cash.figure.openingFloat'), value: <MoneyText value={summary.openingFloat} /> },
    { label: t('cash.figure.cashSales'), value: <MoneyText value={summary.cashSales} /> },
    { label: t('cash.figure.cashRefunds'), value: <Signed value={summary.cashRefunds} sign="−" /> },
    { label: t('cash.figure.cashIn'), value: <Signed value={summary.inflows} sign="+" /> },
    { label: t('cash.figure.cashOut'), value: <Signed value={summary.outflows} sign="−" /> },
  ];
  if (summary.expectedAmount) {
    rows.push({
      label: t('cash.figure.expectedInDrawer'),
      value: <MoneyText value={summary.expectedAmount} />,
      emphasis: true,
    });
  }
  return rows;
}

function Signed({ value, sign }: { value: Money; sign: '+' | '−' }) {
  if (value.minor === 0) return <MoneyText value={value} />;
  return (
    <span className="figure-list__signed">
      {sign} <MoneyText value={value} />
    </span>
  );
}

/** The end of a day: counted against expected, and the deposit that leaves the float for tomorrow. */
export function CloseSummary({ entry }: { entry: CashDrawerEntry }) {
  const t = useMessages();
  const rich = useRichMessages();
  const plan = closingPlanOf(entry);
  if (!plan) return null;
  const { summary, drawer } = entry;
  const rows: FigureRow[] = [{ label: t('cash.close.counted'), value: <MoneyText value={plan.counted} /> }];
  if (summary.expectedAmount) {
    rows.push({ label: t('cash.figure.expected'), value: <MoneyText value={summary.expectedAmount} /> });
  }
  if (summary.variance) {
    rows.push({ label: t('cash.figure.variance'), value: <VarianceBadge variance={summary.variance} /> });
  }
  rows.push(
    { label: t('cash.close.deposit'), value: <MoneyText value={plan.deposit} />, emphasis: true },
    {
      label: t('cash.close.keep'),
      value: <MoneyText value={plan.keptInDrawer} />,
      hint: rich('cash.close.keep.hint', { amount: <MoneyText value={drawer.recommendedFloat} /> }),
    },
  );
  return (
    <div className="close-summary">
      <FigureList label={t('cash.close.label')} rows={rows} />
      {plan.floatShortBy.minor > 0 ? (
        <p className="close-summary__note">
          {rich('cash.close.floatShort', { amount: <MoneyText value={plan.floatShortBy} /> })}
        </p>
      ) : null}
    </div>
  );
}
