// A tax line's name and rate, "NY State 4%", « TVQ 9,975 % »: the rate exactly as configured (its decimal
// text, never a float), written the way the session's locale writes a percentage, as the paper receipt does.
import type { SaleTaxLineView } from '../../../../shared/bridge/views/sale';
import { useMessages } from '../../i18n/I18nProvider';
import { formatPercent, useLocale } from '../../ui';

/** `const taxLineLabel = useTaxLineLabel()`, then `taxLineLabel(line)`. */
export function useTaxLineLabel(): (line: Pick<SaleTaxLineView, 'label' | 'rate'>) => string {
  const t = useMessages();
  const locale = useLocale();
  return (line) => t('sale.tax.line', { name: line.label, rate: formatPercent(line.rate, locale) });
}
