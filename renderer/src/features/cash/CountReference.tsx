import { abs, subtract, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { MoneyText, StatusBadge } from '../../ui';
import { FigureList, VarianceBadge } from './CashFigures';

/** Above the count: the recommended float (open), or the expected amount and live variance (unless blind). */
export function CountReference({
  entry,
  type,
  counted,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  counted: Money | null;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const { summary, drawer } = entry;
  const countedText = counted ? <MoneyText value={counted} /> : '—';
  if (type === 'daily_open') {
    const difference = counted ? subtract(counted, drawer.recommendedFloat) : null;
    return (
      <FigureList
        label={t('cash.count.float')}
        layout="tiles"
        rows={[
          { label: t('cash.figure.recommendedFloat'), value: <MoneyText value={drawer.recommendedFloat} /> },
          { label: t('cash.figure.counted'), value: countedText, emphasis: true },
          {
            label: t('cash.count.difference'),
            value:
              difference === null ? (
                '—'
              ) : difference.minor === 0 ? (
                <StatusBadge tone="success">{t('cash.count.asRecommended')}</StatusBadge>
              ) : (
                <StatusBadge tone="info">
                  {rich(difference.minor > 0 ? 'cash.count.above' : 'cash.count.below', {
                    amount: <MoneyText value={abs(difference)} />,
                  })}
                </StatusBadge>
              ),
          },
        ]}
      />
    );
  }
  if (!summary.expectedAmount) {
    return (
      <FigureList
        label={t('cash.count.blind')}
        layout="tiles"
        rows={[
          { label: t('cash.figure.counted'), value: countedText, emphasis: true },
          {
            label: t('cash.count.blind'),
            value: <span className="blind-count">{t('cash.count.blind.note')}</span>,
          },
        ]}
      />
    );
  }
  const variance = counted ? subtract(counted, summary.expectedAmount) : null;
  return (
    <FigureList
      label={t('cash.count.againstExpected')}
      layout="tiles"
      rows={[
        { label: t('cash.figure.expectedInDrawer'), value: <MoneyText value={summary.expectedAmount} /> },
        { label: t('cash.figure.counted'), value: countedText, emphasis: true },
        { label: t('cash.figure.variance'), value: variance ? <VarianceBadge variance={variance} /> : '—' },
      ]}
    />
  );
}
