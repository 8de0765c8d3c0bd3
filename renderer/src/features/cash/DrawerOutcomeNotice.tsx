// What the drawer did after the last transaction: opened (and, live from the drawer's events, pushed shut
// again), to be opened by hand, or not answering — the transaction is recorded either way, so the associate
// is told to use the key rather than to try again.
import { useShallow } from 'zustand/react/shallow';
import type { CashTransactionType } from '../../../../shared/cash/transaction-types';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, useLocale } from '../../ui';
import { transactionLabel } from './cash-labels';
import { drawerNoticeText } from './drawer-problem-text';

export function DrawerOutcomeNotice() {
  const api = usePosStoreApi();
  const t = useMessages();
  const locale = useLocale();
  const { notice, drawers, status } = usePosStore(
    useShallow((state) => ({
      notice: state.drawerOutcome,
      drawers: state.cashDrawers,
      status: state.drawerStatus,
    })),
  );
  if (!notice) return null;
  const name =
    drawers.find((entry) => entry.drawer.drawerId === notice.drawerId)?.drawer.name ??
    t('cash.outcome.theDrawer');
  const cause = notice.cause.startsWith('start_')
    ? t('cash.outcome.counting')
    : transactionLabel(t, notice.cause as CashTransactionType).toLocaleLowerCase(locale);
  const dismiss = (
    <Button size="small" variant="ghost" onClick={() => api.getState().dismissDrawerOutcome()}>
      {t('cash.dismiss')}
    </Button>
  );
  const { outcome } = notice;
  if (outcome.outcome === 'failed') {
    return (
      <Banner tone="danger" title={t('cash.outcome.failed', { name })} actions={dismiss}>
        {outcome.notice ? drawerNoticeText(outcome.notice, t) : t('cash.outcome.failed.message')}
      </Banner>
    );
  }
  if (outcome.outcome === 'open_by_hand') {
    return (
      <Banner tone="info" title={t('cash.outcome.byHand', { name })} actions={dismiss}>
        {outcome.notice ? drawerNoticeText(outcome.notice, t) : t('cash.outcome.byHand.message')}
      </Banner>
    );
  }
  // Once the drawer reports itself shut again, its card says so: the notice has done its job.
  const pairedHere = status?.paired?.drawerId === notice.drawerId;
  const shutSince =
    pairedHere && status?.open === false && status.checkedAt !== null && status.checkedAt >= notice.at;
  if (shutSince) return null;
  return (
    <Banner tone="info" icon="cash" title={t('cash.outcome.open', { name, cause })} actions={dismiss}>
      {t('cash.outcome.pushShut')}
    </Banner>
  );
}
