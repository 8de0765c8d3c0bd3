// The Tax form's draft of a store's tax configuration: text as typed (rates stay text so "9.975" is exact),
// and its translation to the platform's body. Components' codes follow their names until typed by hand.
import type { TaxConfig, TaxConfigRequest, CatalogTaxClasses } from '../../../../shared/contract/tax-config';
import {
  componentRateFor,
  parseTaxRate,
  sumTaxRates,
  type TaxCategory,
  type TaxRounding,
} from '../../../../shared/tax';

export interface ComponentDraft {
  key: number;
  label: string;
  componentId: string;
  /** The code was typed by hand: it no longer follows the name. */
  codeTyped: boolean;
  standard: string;
  reduced: string;
}

export interface TaxClassDraft {
  taxClassId: string;
  category: TaxCategory;
  /** Products of the store's catalog in the class (null: a class not in the catalog yet). */
  productCount: number | null;
}

export interface TaxDraft {
  pricesIncludeTax: boolean;
  rounding: TaxRounding;
  components: ComponentDraft[];
  classes: TaxClassDraft[];
}

let nextKey = 0;

export function newComponentDraft(): ComponentDraft {
  return { key: ++nextKey, label: '', componentId: '', codeTyped: false, standard: '', reduced: '' };
}

/** The form's start: the platform's configuration, and every class of the catalog or of the configuration. */
export function taxDraftOf(config: TaxConfig, catalog: CatalogTaxClasses): TaxDraft {
  const counts = new Map(catalog.tax_classes.map((entry) => [entry.tax_class_id, entry.product_count]));
  const classIds = [...new Set([...counts.keys(), ...Object.keys(config.tax_classes)])].sort();
  return {
    pricesIncludeTax: config.prices_include_tax,
    rounding: config.rounding,
    components: config.components.map((component) => ({
      key: ++nextKey,
      label: component.label,
      componentId: component.component_id,
      codeTyped: true,
      standard: component.rates.standard,
      reduced: component.rates.reduced ?? '',
    })),
    classes: classIds.map((taxClassId) => ({
      taxClassId,
      category: categoryOf(taxClassId, config.tax_classes),
      productCount: counts.get(taxClassId) ?? null,
    })),
  };
}

function categoryOf(taxClassId: string, classes: TaxConfig['tax_classes']): TaxCategory {
  const mapped = Object.hasOwn(classes, taxClassId) ? classes[taxClassId] : undefined;
  if (mapped) return mapped;
  return taxClassId === 'reduced' || taxClassId === 'exempt' ? taxClassId : 'standard';
}

/** "Provincial Sales Tax" → "provincial_sales_tax"; a code starts with a letter. */
export function componentCodeFrom(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 60);
  if (slug === '') return '';
  return /^[a-z]/.test(slug) ? slug : `tax_${slug}`;
}

/** The platform's body: every class is listed with its category, so nothing depends on defaults. */
export function taxRequestOf(draft: TaxDraft): TaxConfigRequest {
  return {
    prices_include_tax: draft.pricesIncludeTax,
    rounding: draft.rounding,
    components: draft.components.map((component) => {
      const reduced = component.reduced.trim();
      return {
        component_id: component.componentId.trim(),
        label: component.label.trim(),
        rates: { standard: component.standard.trim(), ...(reduced === '' ? {} : { reduced }) },
      };
    }),
    tax_classes: Object.fromEntries(draft.classes.map((entry) => [entry.taxClassId, entry.category])),
  };
}

/**
 * What an item of a category pays in all ("8.875"), "0" for exempt or no components; null while a rate
 * typed is not a rate yet.
 */
export function totalRateOf(draft: TaxDraft, category: TaxCategory): string | null {
  const rates: string[] = [];
  for (const component of draft.components) {
    const reduced = component.reduced.trim();
    const rate = componentRateFor(
      {
        component_id: component.componentId,
        label: component.label,
        rates: {
          standard: component.standard.trim(),
          ...(reduced === '' ? {} : { reduced }),
        },
      },
      category,
    );
    if (rate === undefined) continue;
    if (!parseTaxRate(rate).ok) return null;
    rates.push(rate);
  }
  return rates.length === 0 ? '0' : sumTaxRates(rates);
}
