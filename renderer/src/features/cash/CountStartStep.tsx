import { Banner, MoneyText } from '../../ui';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';

/** Step 1: what the count is for, how the drawer opens, and the recommended float when opening the day. */
export function CountStartStep({
  entry,
  type,
  opensByApp,
  problem,
}: {
  entry: CashDrawerEntry;
  type: CountType;
  opensByApp: boolean;
  problem: string | null;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="count-start">
      <p className="count-start__lead">{t(`cash.count.lead.${type}`)}</p>
      <ol className="count-start__steps">
        <li>{t(opensByApp ? 'cash.count.step.opensByApp' : 'cash.count.step.byHand')}</li>
        <li>{t('cash.count.step.count')}</li>
        <li>{t(type === 'daily_open' ? 'cash.count.step.openDay' : 'cash.count.step.record')}</li>
      </ol>
      {type === 'daily_open' ? (
        <p className="count-start__float">
          {rich('cash.count.recommended', { amount: <MoneyText value={entry.drawer.recommendedFloat} /> })}
        </p>
      ) : null}
      {problem ? (
        <Banner tone="danger" title={t('cash.count.startFailed.title')}>
          {problem}
        </Banner>
      ) : null}
    </div>
  );
}
