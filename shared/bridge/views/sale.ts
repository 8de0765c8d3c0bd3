// A counter sale: what it costs, how the tenders split it, and what cash rounding does to the cash part.
import { z } from 'zod';
import { DrawerOutcomeViewSchema } from './cash';
import { MoneySchema } from './money';
import { PrintJobViewSchema } from './printing';

export const RoundingContextViewSchema = z.object({
  currency: z.string(),
  storeCountry: z.string(),
  /** The application configuration's release_toggles.cash_rounding_enabled. */
  cashRoundingEnabled: z.boolean(),
  /** The store is in enabled_store_ids (matters for US stores). */
  storeListedForUsRounding: z.boolean(),
  /** Cash tenders of this store are rounded. */
  applies: z.boolean(),
  /** The rounding step (0.05 CAD = 5 minor units), when rounding applies. */
  increment: MoneySchema.nullable(),
});
export type RoundingContextView = z.infer<typeof RoundingContextViewSchema>;

export const SaleQuoteLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  quantity: z.int().min(1),
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
  /** The line's share of the sale's tax (contained in lineTotal when prices include tax). */
  tax: MoneySchema,
  /** The product's tax class is exempt in this store: no component taxes it. */
  taxExempt: z.boolean(),
});

/** One tax component at one rate over the whole sale (shared/tax). */
export const SaleTaxLineViewSchema = z.object({
  componentId: z.string(),
  label: z.string(),
  /** Percentage as exact decimal text ("8.875"). */
  rate: z.string(),
  /** The line totals it applies to (tax included when prices include tax). */
  taxableAmount: MoneySchema,
  amount: MoneySchema,
});
export type SaleTaxLineView = z.infer<typeof SaleTaxLineViewSchema>;

export const PlannedTenderViewSchema = z.object({
  method: z.enum(['cash', 'card']),
  /** Exact share of the total. */
  share: MoneySchema,
  /** What the tender pays: the share for card, the rounded share for cash. */
  amount: MoneySchema,
  roundingAdjustment: MoneySchema,
  tendered: MoneySchema.nullable(),
  change: MoneySchema.nullable(),
});

export const SaleQuoteSchema = z.object({
  lines: z.array(SaleQuoteLineSchema),
  /** Sum of the line totals as priced. */
  subtotal: MoneySchema,
  /** The store's prices include tax: taxLines are contained in the subtotal, not added to it. */
  pricesIncludeTax: z.boolean(),
  taxLines: z.array(SaleTaxLineViewSchema),
  totalTax: MoneySchema,
  /** What the customer owes before cash rounding: subtotal + tax (or the subtotal when it includes tax). */
  total: MoneySchema,
  tenders: z.array(PlannedTenderViewSchema),
  /** total + roundingAdjustment. */
  totalCharged: MoneySchema,
  roundingAdjustment: MoneySchema,
  changeDue: MoneySchema,
  /** What the customer would pay all in cash (the rounded total): for the "cash" button. */
  cashDueIfAllCash: MoneySchema,
});
export type SaleQuote = z.infer<typeof SaleQuoteSchema>;

export const SaleDeliveryStateSchema = z.enum(['pending', 'recorded', 'failed', 'discarded']);

/** Where a sale recorded here stands with the platform (the sale summary follows it). */
export const SaleDeliveryViewSchema = z.object({
  externalId: z.string(),
  /**
   * pending: recorded here, waiting for the platform; recorded: the platform has it (orderId set);
   * failed: the platform refused it (see the outbox); discarded: given up from the outbox.
   */
  state: SaleDeliveryStateSchema,
  orderId: z.string().nullable(),
});
export type SaleDeliveryView = z.infer<typeof SaleDeliveryViewSchema>;

export const CompletedSaleSchema = z.object({
  externalId: z.string(),
  /** pending: recorded here, waiting for the platform; recorded: the platform has it (orderId set). */
  state: SaleDeliveryStateSchema,
  orderId: z.string().nullable(),
  quote: SaleQuoteSchema,
  /** What happened to the cash drawer (a card-only sale needs none). */
  drawer: DrawerOutcomeViewSchema,
  /** The receipt's print jobs (on the receipt printer). */
  receiptJobs: z.array(PrintJobViewSchema),
});
export type CompletedSale = z.infer<typeof CompletedSaleSchema>;
