// How the history names tenders and kinds of sale, in the session's language.
import type { SaleView } from '../../../../shared/bridge/views/returns';
import type { Translate } from '../../i18n/I18nProvider';

type TenderMethod = 'cash' | 'card';

export function tenderName(t: Translate, method: TenderMethod): string {
  return t('history.tender', { method });
}

/** "Cash", "Card + Cash": the tenders of a sale, each once. */
export function tenderListText(t: Translate, methods: readonly TenderMethod[]): string {
  return [...new Set(methods)].map((method) => tenderName(t, method)).join(' + ') || '—';
}

export function saleKindText(t: Translate, kind: SaleView['kind']): string {
  return t('history.kind', { kind });
}
