// Store tax configuration (GET, PUT /v0/d/stores/{store_id}/tax_config) and the tax lines orders carry.
// Rates are percentages written as exact decimal text ("8.875"), never JSON numbers: a float cannot hold
// 9.975 exactly. Amounts are wire amounts like every price.
import { z } from 'zod';
import { parseTaxRate } from '../tax/tax-rate';
import { TAX_ROUNDING_MODES } from '../tax/tax-rounding';
import { TAX_CATEGORIES } from '../tax/tax-rules';
import { IdSchema, NonBlankTextSchema, refineUnique, TimestampSchema, WireAmountSchema } from './common';

/** A percentage as decimal text, 0 to 100, at most 6 decimals: "4", "4.5", "9.975". */
export const TaxRateSchema = z.string(unlessNotText()).superRefine((text, ctx) => {
  const parsed = parseTaxRate(text);
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, input: text });
});

function unlessNotText() {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? undefined : 'must be a string such as "8.875" (a number would lose digits)',
  };
}

export const TaxCategorySchema = z.enum(TAX_CATEGORIES, 'must be standard, reduced or exempt');
export const TaxRoundingSchema = z.enum(TAX_ROUNDING_MODES, 'must be half_up, half_even or down');

/** One tax the store charges: a state, county or city tax; GST, QST or HST; VAT. */
export const TaxComponentSchema = z.object({
  component_id: IdSchema.regex(
    /^[a-z][a-z0-9_]*$/,
    'must be lower case letters, digits and _, e.g. ny_state',
  ),
  label: NonBlankTextSchema,
  /** `reduced` left out: items of a reduced class pay the standard rate of this component. */
  rates: z.object({ standard: TaxRateSchema, reduced: TaxRateSchema.optional() }),
});
export type TaxComponent = z.infer<typeof TaxComponentSchema>;

const componentsSchema = z
  .array(TaxComponentSchema)
  .max(10, 'must hold at most 10 components')
  .superRefine((components, ctx) => {
    refineUnique(
      ctx,
      components,
      (component) => component.component_id,
      (index) => [index, 'component_id'],
      'component',
    );
  });

/** A product's tax_class_id → its category; a class not listed is standard. */
const taxClassesSchema = z.record(IdSchema, TaxCategorySchema);

/** Body of PUT: prices_include_tax and rounding default by the store's country when left out. */
export const TaxConfigRequestSchema = z.object({
  prices_include_tax: z.boolean().optional(),
  rounding: TaxRoundingSchema.optional(),
  components: componentsSchema,
  tax_classes: taxClassesSchema.default({}),
});
export type TaxConfigRequest = z.infer<typeof TaxConfigRequestSchema>;

/** A store's tax configuration as the platform answers it (defaults by country until someone sets it). */
export const TaxConfigSchema = z.object({
  store_id: IdSchema,
  prices_include_tax: z.boolean(),
  rounding: TaxRoundingSchema,
  components: componentsSchema,
  tax_classes: taxClassesSchema,
  /** null until an administrator saves the configuration. */
  updated_at: TimestampSchema.nullable(),
});
export type TaxConfig = z.infer<typeof TaxConfigSchema>;

/** A component at one rate over a whole order: what receipts and invoices print. */
export const OrderTaxLineSchema = z.object({
  component_id: IdSchema,
  label: NonBlankTextSchema,
  rate: TaxRateSchema,
  /** Sum of the lines it applies to, as priced (tax included when the order's prices include tax). */
  taxable_amount: WireAmountSchema,
  amount: WireAmountSchema,
});
export type OrderTaxLine = z.infer<typeof OrderTaxLineSchema>;

/** One line's share of one of the order's tax lines. */
export const OrderLineTaxSchema = z.object({
  component_id: IdSchema,
  rate: TaxRateSchema,
  amount: WireAmountSchema,
});
export type OrderLineTax = z.infer<typeof OrderLineTaxSchema>;

/** Tax lines of one order: each component at each rate once. */
export const OrderTaxLinesSchema = z.array(OrderTaxLineSchema).superRefine((lines, ctx) => {
  refineUnique(
    ctx,
    lines,
    (line) => `${line.component_id} at ${line.rate} %`,
    (index) => [index, 'component_id'],
    'tax line',
  );
});

/** GET /v0/d/stores/{store_id}/tax_classes: the tax classes the store's catalog uses, for the setup screen. */
export const CatalogTaxClassesSchema = z.object({
  store_id: IdSchema,
  tax_classes: z.array(z.object({ tax_class_id: IdSchema, product_count: z.int().min(0) })),
  /** Products that name no tax class (they are taxed at the standard rate). */
  products_without_class: z.int().min(0),
});
export type CatalogTaxClasses = z.infer<typeof CatalogTaxClassesSchema>;
