// The sync's steps in words, in the order it runs them (see electron/services/sync).
import type { SyncState } from '../../../shared/bridge/views/sync';
import type { Translate } from '../i18n/I18nProvider';

export const SYNC_STEPS = [
  { step: 'outbox', label: 'shell.sync.outbox' },
  { step: 'stores', label: 'shell.sync.stores' },
  { step: 'configs', label: 'shell.sync.configs' },
  { step: 'catalog', label: 'shell.sync.catalog' },
  { step: 'orders', label: 'shell.sync.orders' },
  { step: 'cash', label: 'shell.sync.cash' },
] as const;

export function stepLabel(step: string, t: Translate): string {
  const known = SYNC_STEPS.find((candidate) => candidate.step === step);
  return known ? t(known.label) : step;
}

/** "Catalog 1,200 of 3,016" / "Pickup orders" while a sync runs; null when none runs. */
export function progressText(
  sync: SyncState | null,
  formatNumber: (value: number) => string,
  t: Translate,
): string | null {
  const progress = sync?.progress;
  if (!progress) return null;
  const label = stepLabel(progress.step, t);
  if (progress.total !== null && progress.total > 0) {
    return t('shell.sync.progress', {
      step: label,
      done: formatNumber(progress.done),
      total: formatNumber(progress.total),
    });
  }
  return label;
}
