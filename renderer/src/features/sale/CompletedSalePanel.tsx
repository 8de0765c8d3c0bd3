import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { isOffline } from '../../shell/connectivity';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { SaleSummary, type SaleDelivery } from './SaleSummary';

/** The summary of the sale just completed, kept current (receipt printing, delivery to the platform). */
export function CompletedSalePanel() {
  const api = usePosStoreApi();
  const { sale, jobs, offline, roundingApplies } = usePosStore(
    useShallow((state) => ({
      sale: state.completedSale,
      jobs: state.printJobs,
      offline: isOffline(state.session, state.sync),
      roundingApplies: state.roundingContext?.applies ?? false,
    })),
  );

  const externalId = sale?.externalId;
  useEffect(() => {
    if (!externalId) return;
    // The receipt may have printed before this summary showed: catch up, then the events keep it current.
    void api.getState().loadPrintJobs();
    return api.getState().followCompletedSale();
  }, [api, externalId]);

  if (!sale) return null;
  const receiptJobs = sale.receiptJobs.map((job) => jobs[job.jobId] ?? job);
  return (
    <SaleSummary
      sale={sale}
      receiptJobs={receiptJobs}
      delivery={deliveryOf(sale.state, offline)}
      roundingApplies={roundingApplies}
      onNewSale={() => api.getState().startNewSale()}
    />
  );
}

function deliveryOf(state: 'pending' | 'recorded' | 'failed' | 'discarded', offline: boolean): SaleDelivery {
  if (state === 'recorded') return 'recorded';
  if (state === 'failed' || state === 'discarded') return 'refused';
  return offline ? 'offline' : 'sending';
}
