// A computed sale tax in the order contract's words: the tax lines an order carries and each item's share.
import type { OrderLineTax, OrderTaxLine } from '../contract/tax-config';
import { toWireAmount } from '../money/parse';
import type { LineTax, SaleTax } from './compute-sale-tax';

export function toOrderTaxLines(tax: SaleTax): OrderTaxLine[] {
  return tax.taxLines.map((line) => ({
    component_id: line.componentId,
    label: line.label,
    rate: line.rate,
    taxable_amount: toWireAmount(line.taxableAmount),
    amount: toWireAmount(line.amount),
  }));
}

export function toOrderLineTaxes(line: LineTax): OrderLineTax[] {
  return line.taxes.map((share) => ({
    component_id: share.componentId,
    rate: share.rate,
    amount: toWireAmount(share.amount),
  }));
}
