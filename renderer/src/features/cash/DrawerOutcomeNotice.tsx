// What the drawer did after the last transaction: opened (and, live from the drawer's events, pushed shut
// again), to be opened by hand, or not answering — the transaction is recorded either way, so the associate
// is told to use the key rather than to try again.
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button } from '../../ui';
import { TRANSACTION_LABELS } from './cash-labels';

export function DrawerOutcomeNotice() {
  const api = usePosStoreApi();
  const { notice, drawers, status } = usePosStore(
    useShallow((state) => ({
      notice: state.drawerOutcome,
      drawers: state.cashDrawers,
      status: state.drawerStatus,
    })),
  );
  if (!notice) return null;
  const name =
    drawers.find((entry) => entry.drawer.drawerId === notice.drawerId)?.drawer.name ?? 'The drawer';
  const cause = notice.cause.startsWith('start_')
    ? 'counting'
    : TRANSACTION_LABELS[notice.cause as keyof typeof TRANSACTION_LABELS].toLowerCase();
  const dismiss = (
    <Button size="small" variant="ghost" onClick={() => api.getState().dismissDrawerOutcome()}>
      Dismiss
    </Button>
  );
  const { outcome } = notice;
  if (outcome.outcome === 'failed') {
    return (
      <Banner tone="danger" title={`${name} did not open`} actions={dismiss}>
        {outcome.message ?? 'The drawer did not answer; the transaction is recorded — open it with the key'}
      </Banner>
    );
  }
  if (outcome.outcome === 'open_by_hand') {
    return (
      <Banner tone="info" title={`Open ${name} with its key`} actions={dismiss}>
        {outcome.message ?? 'This store’s drawers are opened by hand; the transaction is recorded.'}
      </Banner>
    );
  }
  // Once the drawer reports itself shut again, its card says so: the notice has done its job.
  const pairedHere = status?.paired?.drawerId === notice.drawerId;
  const shutSince =
    pairedHere && status?.open === false && status.checkedAt !== null && status.checkedAt >= notice.at;
  if (shutSince) return null;
  return (
    <Banner tone="info" icon="cash" title={`${name} is open for ${cause}`} actions={dismiss}>
      Push the drawer shut when you are done.
    </Banner>
  );
}
