import type { ReactNode } from 'react';
import type { Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { MoneyText } from '../../ui';
import { CloseSummary, FigureList, VarianceBadge, type FigureRow } from './CashFigures';

/** Step 3: the float the day opens with, the close with its deposit and Z report, or the audit's variance. */
export function CountResult({
  entry,
  type,
  counted,
  zReport,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  counted: Money | null;
  /** What became of the close's Z report. */
  zReport: ReactNode;
}) {
  const t = useMessages();
  const { summary, drawer } = entry;
  if (type === 'daily_open') {
    return (
      <div className="count-result" role="status">
        <h3 className="count-result__title">{t('cash.count.opened', { name: drawer.name })}</h3>
        <FigureList
          label={t('cash.count.opening')}
          rows={[
            {
              label: t('cash.figure.openingFloat'),
              value: <MoneyText value={summary.openingFloat} />,
              emphasis: true,
            },
            {
              label: t('cash.figure.recommendedFloat'),
              value: <MoneyText value={drawer.recommendedFloat} />,
            },
          ]}
        />
      </div>
    );
  }
  if (type === 'daily_close') {
    return (
      <div className="count-result" role="status">
        <h3 className="count-result__title">{t('cash.count.closed', { name: drawer.name })}</h3>
        <CloseSummary entry={entry} />
        {zReport}
      </div>
    );
  }
  const rows: FigureRow[] = [
    { label: t('cash.figure.counted'), value: counted ? <MoneyText value={counted} /> : '—' },
  ];
  if (summary.expectedAmount)
    rows.push({ label: t('cash.figure.expected'), value: <MoneyText value={summary.expectedAmount} /> });
  if (summary.variance)
    rows.push({
      label: t('cash.figure.variance'),
      value: <VarianceBadge variance={summary.variance} />,
      emphasis: true,
    });
  return (
    <div className="count-result" role="status">
      <h3 className="count-result__title">{t('cash.count.audited')}</h3>
      <FigureList label={t('cash.count.audit')} rows={rows} />
      {!summary.variance ? <p className="count-result__note">{t('cash.count.blindReview')}</p> : null}
    </div>
  );
}
