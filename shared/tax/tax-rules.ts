// A store's tax rules: whether shelf prices include tax, how tax rounds, the components charged (state,
// county, city; GST/QST; HST; VAT) and which product tax classes are reduced or exempt. Snake_case
// because this is the platform's tax configuration as it travels (shared/contract/tax-config.ts).
import type { TaxRounding } from './tax-rounding';

export const TAX_CATEGORIES = ['standard', 'reduced', 'exempt'] as const;
/** What a product's tax class means for tax: the full rate, the reduced rate, or no tax at all. */
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

export interface TaxComponentRule {
  /** Stable id of the component in the store (`ny_state`, `gst`, `vat`). */
  component_id: string;
  /** What receipts print (`NY State`, `GST`, `TVQ/QST`). */
  label: string;
  /** Percentages as exact decimal text. `reduced` left out: reduced-class items pay `standard`. */
  rates: { standard: string; reduced?: string | undefined };
}

export interface StoreTaxRules {
  prices_include_tax: boolean;
  rounding: TaxRounding;
  /** In the order receipts list them. */
  components: readonly TaxComponentRule[];
  /** A product's tax_class_id → category; a class not listed is standard (or its own name, if a category). */
  tax_classes: Readonly<Record<string, TaxCategory>>;
}

// Shelf prices are shown before tax in North America; elsewhere (Europe, UK, Australia, Japan...) they
// include it.
const COUNTRIES_PRICING_BEFORE_TAX = new Set(['US', 'CA']);

/** Whether a store's prices include tax when nobody has said otherwise. */
export function defaultPricesIncludeTax(countryCode: string): boolean {
  return !COUNTRIES_PRICING_BEFORE_TAX.has(countryCode.trim().toUpperCase());
}

// Japan lets the business choose how consumption tax rounds; dropping the fraction is the common choice.
const ROUNDING_BY_COUNTRY: Readonly<Record<string, TaxRounding>> = { JP: 'down' };

/** The tax rounding of a country: half-up unless the country's practice says otherwise. */
export function defaultTaxRounding(countryCode: string): TaxRounding {
  return ROUNDING_BY_COUNTRY[countryCode.trim().toUpperCase()] ?? 'half_up';
}

/** The category of a product's tax class under the store's rules. */
export function taxCategoryOf(
  taxClassId: string | null | undefined,
  taxClasses: StoreTaxRules['tax_classes'],
): TaxCategory {
  if (taxClassId === null || taxClassId === undefined) return 'standard';
  const mapped = Object.hasOwn(taxClasses, taxClassId) ? taxClasses[taxClassId] : undefined;
  if (mapped) return mapped;
  return (TAX_CATEGORIES as readonly string[]).includes(taxClassId)
    ? (taxClassId as TaxCategory)
    : 'standard';
}

/** The rate (percent text) a component charges on a category; undefined for exempt items. */
export function componentRateFor(component: TaxComponentRule, category: TaxCategory): string | undefined {
  if (category === 'exempt') return undefined;
  if (category === 'reduced') return component.rates.reduced ?? component.rates.standard;
  return component.rates.standard;
}
