// How the history names tenders and kinds of sale, in the session's language.
import type { SaleView } from '../../../../shared/bridge/views/returns';
import type { useMessages } from '../../i18n/I18nProvider';

type Messages = ReturnType<typeof useMessages>;
type TenderMethod = 'cash' | 'card';

export function tenderName(t: Messages, method: TenderMethod): string {
  return t('history.tender', { method });
}

/** "Cash", "Card + Cash": the tenders of a sale, each once. */
export function tenderListText(t: Messages, methods: readonly TenderMethod[]): string {
  return [...new Set(methods)].map((method) => tenderName(t, method)).join(' + ') || '—';
}

export function saleKindText(t: Messages, kind: SaleView['kind']): string {
  return t('history.kind', { kind });
}
