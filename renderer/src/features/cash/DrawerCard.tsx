import type { DrawerStatusView } from '../../../../shared/bridge/views/cash';
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import { useMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { MoneyText, StatusBadge } from '../../ui';
import { deviceLine, drawerStateBadge } from './drawer-badges';

/** A drawer at a glance: its name and state today, what should be in it, and its device's line. */
export function DrawerCard({
  entry,
  mode,
  selected,
  device,
  onSelect,
}: {
  entry: CashDrawerEntry;
  mode: CashOperationMode;
  selected: boolean;
  device: DrawerStatusView | null;
  onSelect(): void;
}) {
  const t = useMessages();
  const { drawer, summary } = entry;
  const badge = drawerStateBadge(entry, t);
  const line = deviceLine(mode, device, t);
  const amount =
    summary.state === 'open'
      ? summary.expectedAmount
        ? { label: t('cash.figure.expected'), value: summary.expectedAmount }
        : { label: t('cash.figure.openingFloat'), value: summary.openingFloat }
      : { label: t('cash.figure.recommendedFloat'), value: drawer.recommendedFloat };
  return (
    <button type="button" className="drawer-card" aria-pressed={selected} onClick={onSelect}>
      {/* Named by everything it shows, in order (WCAG 2.5.3): the drawer's name first, then its state. */}
      <span className="drawer-card__head">
        <span className="drawer-card__name" translate="no">
          {drawer.name}
        </span>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </span>
      <span className="drawer-card__amount">
        <span className="drawer-card__amount-label">{amount.label}</span>
        <MoneyText value={amount.value} className="drawer-card__amount-value" />
      </span>
      <span className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</span>
      {summary.pendingTransactions > 0 ? (
        <span className="drawer-card__pending">
          {t('cash.drawer.pending', { count: summary.pendingTransactions })}
        </span>
      ) : null}
    </button>
  );
}
