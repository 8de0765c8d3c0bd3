// How a drawer reads on a card or at the counter: its state today, and its device's line.
import type { DrawerStatusView } from '../../../../shared/bridge/views/cash';
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import type { Translate } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import type { Tone } from '../../ui';

export function drawerStateBadge(entry: CashDrawerEntry, t: Translate): { tone: Tone; label: string } {
  switch (entry.summary.state) {
    case 'open':
      return { tone: 'success', label: t('cash.state.open') };
    case 'closed':
      return { tone: 'neutral', label: t('cash.state.closed') };
    default:
      return { tone: 'neutral', label: t('cash.state.notOpened') };
  }
}

/** The device line of a card: the drawer paired here (live), another integrated drawer, or one opened by hand. */
export function deviceLine(
  mode: CashOperationMode,
  device: DrawerStatusView | null,
  t: Translate,
): { tone: Tone; text: string } {
  if (mode === 'non_integrated') return { tone: 'neutral', text: t('cash.device.byHand') };
  if (!device) return { tone: 'neutral', text: t('cash.device.notPaired') };
  switch (device.connection) {
    case 'connected':
      return device.open
        ? { tone: 'warning', text: t('cash.device.open') }
        : { tone: 'success', text: t('cash.device.shut') };
    case 'unreachable':
      return { tone: 'danger', text: t('cash.device.unreachable') };
    default:
      return { tone: 'neutral', text: t('cash.device.paired') };
  }
}
