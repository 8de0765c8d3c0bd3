import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { DateText, MoneyText } from '../../ui';
import { CloseSummary, dayFigures, FigureList, VarianceBadge } from './CashFigures';

/** Today's figures and the last count (open), the close summary (closed), or the float to open with. */
export function DrawerDayFigures({
  entry,
  timeZone,
}: {
  entry: CashDrawerEntry;
  timeZone: string | undefined;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const { drawer, summary } = entry;
  if (summary.state === 'closed') return <CloseSummary entry={entry} />;
  if (summary.state !== 'open') {
    return (
      <FigureList
        label={t('cash.drawer.float', { name: drawer.name })}
        rows={[
          { label: t('cash.figure.recommendedFloat'), value: <MoneyText value={drawer.recommendedFloat} /> },
        ]}
      />
    );
  }
  return (
    <>
      <FigureList label={t('cash.drawer.figures', { name: drawer.name })} rows={dayFigures(summary, t)} />
      {summary.lastCount ? (
        <p className="drawer-detail__last-count">
          {rich('cash.drawer.lastCount', {
            amount: <MoneyText value={summary.lastCount.countedAmount} />,
            time: <DateText value={summary.lastCount.at} style="time" timeZone={timeZone} />,
          })}
          {summary.variance ? (
            <>
              {' '}
              · <VarianceBadge variance={summary.variance} />
            </>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
