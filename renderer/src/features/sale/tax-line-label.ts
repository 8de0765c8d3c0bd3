import type { SaleTaxLineView } from '../../../../shared/bridge/views/sale';

/** "NY State 4%", "QST 9.975%": the rate exactly as configured. */
export function taxLineLabel(line: SaleTaxLineView): string {
  return `${line.label} ${line.rate}%`;
}
