// The tax of a sale, in integer minor units. Each tax line (a component at one rate) is computed exactly
// on the sale total and rounded once by the store's rule, then shared back over the lines (largest
// remainder) so that returns can give back exactly what each line paid. Cash rounding is not done here:
// it applies to the total this returns (see shared/cash-rounding).
import { moneyFromBigInt, type Money } from '../money/money';
import {
  addFractions,
  divideFractions,
  fraction,
  multiplyFractions,
  type Fraction,
  ZERO_FRACTION,
} from './fraction';
import { taxRateFraction } from './tax-rate';
import { roundTaxAmount, type TaxRounding } from './tax-rounding';
import { componentRateFor, taxCategoryOf, type StoreTaxRules, type TaxCategory } from './tax-rules';

export interface TaxableLine {
  /** The line's amount as priced (unit price × quantity), before or including tax as the store prices. */
  amount: Money;
  /** The product's tax_class_id from the catalog. */
  taxClassId?: string | null | undefined;
}

/** One component at one rate, over the whole sale: what receipts print. */
export interface TaxLine {
  componentId: string;
  label: string;
  /** Percentage as exact decimal text ("4.5"). */
  rate: string;
  /** Sum of the amounts of the lines it applies to, as priced (tax included when prices include tax). */
  taxableAmount: Money;
  amount: Money;
}

export interface LineTaxShare {
  componentId: string;
  rate: string;
  amount: Money;
}

export interface LineTax {
  category: TaxCategory;
  /** This line's share of each tax line that applies to it; the shares of a tax line add up to it. */
  taxes: LineTaxShare[];
  /** Sum of the shares. */
  tax: Money;
}

export interface SaleTax {
  pricesIncludeTax: boolean;
  rounding: TaxRounding;
  taxLines: TaxLine[];
  lines: LineTax[];
  /** Sum of the line amounts as priced. */
  subtotal: Money;
  totalTax: Money;
  /** What the customer owes before cash rounding: subtotal + tax, or the subtotal when it includes tax. */
  total: Money;
}

/**
 * Example (New York City, prices before tax, half-up): lines 19.99 + 5.00 USD, components NY State 4 %,
 * NYC 4.5 %, MCTD 0.375 % → 0.9996 → 1.00, 1.12455 → 1.12, 0.0937125 → 0.09; tax 2.21, total 27.20.
 * With prices including tax, each tax is the part of the price it makes up: price × rate / (1 + all rates).
 * Negative amounts (returned lines) give the mirror image.
 */
export function computeSaleTax(input: {
  currency: string;
  lines: readonly TaxableLine[];
  rules: StoreTaxRules;
}): SaleTax {
  const { currency, lines, rules } = input;
  lines.forEach((line, index) => {
    if (line.amount.currency !== currency) {
      throw new RangeError(`lines.${index}.amount: is in ${line.amount.currency}, the sale in ${currency}`);
    }
  });
  const categories = lines.map((line) => taxCategoryOf(line.taxClassId, rules.tax_classes));
  const ratesOfLine = categories.map((category) =>
    rules.components.map((component) => componentRateFor(component, category)),
  );
  // 1 + every rate the line pays: what a tax-inclusive price is divided by to find its net.
  const grossFactor = ratesOfLine.map((rates) =>
    rates.reduce<Fraction>(
      (total, rate) => (rate === undefined ? total : addFractions(total, taxRateFraction(rate))),
      fraction(1n, 1n),
    ),
  );

  const shares: LineTaxShare[][] = lines.map(() => []);
  const taxLines: TaxLine[] = [];
  rules.components.forEach((component, componentIndex) => {
    const rates = distinct(ratesOfLine.map((rates) => rates[componentIndex]));
    for (const rate of rates) {
      const rateFraction = taxRateFraction(rate);
      if (rateFraction.num === 0n) continue;
      const applies = lines.map((_, index) => ratesOfLine[index]?.[componentIndex] === rate);
      const exact = lines.map((line, index) => {
        if (!applies[index]) return ZERO_FRACTION;
        const base = multiplyFractions(fraction(BigInt(line.amount.minor), 1n), rateFraction);
        return rules.prices_include_tax
          ? divideFractions(base, grossFactor[index] ?? fraction(1n, 1n))
          : base;
      });
      const exactTotal = exact.reduce(addFractions, ZERO_FRACTION);
      const rounded = roundTaxAmount(exactTotal, rules.rounding);
      const allocated = allocateByExactShares(rounded, exact);
      allocated.forEach((amount, index) => {
        if (applies[index]) {
          shares[index]?.push({
            componentId: component.component_id,
            rate,
            amount: moneyFromBigInt(amount, currency),
          });
        }
      });
      const taxable = lines.reduce(
        (total, line, index) => (applies[index] ? total + BigInt(line.amount.minor) : total),
        0n,
      );
      taxLines.push({
        componentId: component.component_id,
        label: component.label,
        rate,
        taxableAmount: moneyFromBigInt(taxable, currency),
        amount: moneyFromBigInt(rounded, currency),
      });
    }
  });

  const subtotal = lines.reduce((total, line) => total + BigInt(line.amount.minor), 0n);
  const totalTax = taxLines.reduce((total, line) => total + BigInt(line.amount.minor), 0n);
  return {
    pricesIncludeTax: rules.prices_include_tax,
    rounding: rules.rounding,
    taxLines,
    lines: lines.map((_, index) => {
      const taxes = shares[index] ?? [];
      const tax = taxes.reduce((total, share) => total + BigInt(share.amount.minor), 0n);
      return { category: categories[index] ?? 'standard', taxes, tax: moneyFromBigInt(tax, currency) };
    }),
    subtotal: moneyFromBigInt(subtotal, currency),
    totalTax: moneyFromBigInt(totalTax, currency),
    total: moneyFromBigInt(rules.prices_include_tax ? subtotal : subtotal + totalTax, currency),
  };
}

/** Rates in order of first appearance, without the exempt (undefined) ones. */
function distinct(rates: readonly (string | undefined)[]): string[] {
  return [...new Set(rates.filter((rate): rate is string => rate !== undefined))];
}

/**
 * Splits a rounded total over exact shares: each share's floor, then the units left over to the largest
 * fractional parts (ties: the earlier line). The total is the floor or ceiling of the shares' sum, so
 * what is left over is between zero and the number of lines.
 */
function allocateByExactShares(total: bigint, exact: readonly Fraction[]): bigint[] {
  const floors = exact.map(floorOf);
  let leftover = total - floors.reduce((sum, value) => sum + value, 0n);
  const byRemainder = exact
    .map((share, index) => ({ index, rest: addFractions(share, fraction(-(floors[index] ?? 0n), 1n)) }))
    .filter((entry) => entry.rest.num !== 0n)
    .sort((a, b) => {
      const difference = a.rest.num * b.rest.den - b.rest.num * a.rest.den;
      return difference > 0n ? -1 : difference < 0n ? 1 : a.index - b.index;
    });
  const result = [...floors];
  for (const { index } of byRemainder) {
    if (leftover <= 0n) break;
    result[index] = (result[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return result;
}

function floorOf(value: Fraction): bigint {
  const truncated = value.num / value.den;
  return value.num < 0n && truncated * value.den !== value.num ? truncated - 1n : truncated;
}
