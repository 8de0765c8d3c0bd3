// The sync's steps in words, in the order it runs them (see electron/services/sync).
import type { SyncState } from '../../../shared/bridge/views/sync';

export const SYNC_STEPS = [
  { step: 'outbox', label: 'Changes made here' },
  { step: 'stores', label: 'Stores' },
  { step: 'configs', label: 'Store configuration' },
  { step: 'catalog', label: 'Catalog' },
  { step: 'orders', label: 'Pickup orders' },
  { step: 'cash', label: 'Cash drawers' },
] as const;

export function stepLabel(step: string): string {
  return SYNC_STEPS.find((candidate) => candidate.step === step)?.label ?? step;
}

/** "Catalog 1,200 of 3,016" / "Pickup orders" while a sync runs; null when none runs. */
export function progressText(sync: SyncState | null, formatNumber: (value: number) => string): string | null {
  const progress = sync?.progress;
  if (!progress) return null;
  const label = stepLabel(progress.step);
  if (progress.total !== null && progress.total > 0) {
    return `${label} ${formatNumber(progress.done)} of ${formatNumber(progress.total)}`;
  }
  return label;
}
