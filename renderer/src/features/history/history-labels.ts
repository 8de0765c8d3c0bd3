// How the history names tenders and kinds of sale.
import type { SaleView } from '../../../../shared/bridge/views/returns';

const TENDER_NAMES = { cash: 'Cash', card: 'Card' } as const;

export function tenderName(method: keyof typeof TENDER_NAMES): string {
  return TENDER_NAMES[method];
}

/** "Cash", "Card + Cash": the tenders of a sale, each once. */
export function tenderListText(methods: readonly (keyof typeof TENDER_NAMES)[]): string {
  return [...new Set(methods)].map(tenderName).join(' + ') || '—';
}

export function saleKindText(kind: SaleView['kind']): string {
  return kind === 'pickup' ? 'Pickup order' : 'Counter sale';
}
