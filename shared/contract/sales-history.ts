// A store's sales history (GET /v0/d/sales, GET /v0/d/sales/{code}): counter sales and picked-up pickup
// orders, searchable by day, amount, card's last four and id, each with its returns and what is left to return.
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonNegativeWireAmountSchema,
  paginated,
  paginationQueryShape,
  TimestampSchema,
} from './common';
import { OrderSchema, PaymentMethodSchema } from './order';
import { SaleReturnSchema } from './sale-return';

/** A calendar day (YYYY-MM-DD), read in the store's time zone. */
export const BusinessDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date of the form YYYY-MM-DD')
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return true; // the form's own issue says it
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a calendar date');

/** Query of GET /v0/d/sales. */
export const SaleListQuerySchema = z.object({
  store_id: IdSchema,
  /** Sales of this day in the store's time zone. */
  date: BusinessDateSchema.optional(),
  /** The order id or external_id, or the start of either (at least 4 characters). */
  q: z.string().trim().min(4, 'must hold at least 4 characters of the sale or order id').optional(),
  /** Sales whose total charged is exactly this amount (in the store's currency). */
  amount: z.coerce
    .number({ error: 'must be an amount, e.g. 12.50' })
    .min(0, 'must be zero or more')
    .optional(),
  card_last_four: z
    .string()
    .regex(/^\d{4}$/, 'must be the four last digits of the card')
    .optional(),
  ...paginationQueryShape,
});
export type SaleListQuery = z.infer<typeof SaleListQuerySchema>;

export const SaleKindSchema = z.enum(['in_store_sale', 'pickup']);

export const SaleListItemSchema = z.object({
  order_id: IdSchema,
  external_id: IdSchema,
  kind: SaleKindSchema,
  store_id: IdSchema,
  currency: CurrencyCodeSchema,
  created_at: TimestampSchema,
  /** Sum of the lines (before cash rounding). */
  total: NonNegativeWireAmountSchema,
  /** What the tenders paid (after cash rounding). */
  total_paid: NonNegativeWireAmountSchema,
  tenders: z.array(PaymentMethodSchema),
  item_count: z.int().min(0),
  returned_count: z.int().min(0),
  total_refunded: NonNegativeWireAmountSchema,
});
export type SaleListItem = z.infer<typeof SaleListItemSchema>;

/** GET /v0/d/sales, newest first. */
export const SaleListResponseSchema = paginated(SaleListItemSchema);
export type SaleListResponse = z.infer<typeof SaleListResponseSchema>;

export const ReturnableLineSchema = z.object({
  product_id: IdSchema,
  unit_price: NonNegativeWireAmountSchema,
  sold: z.int().min(0),
  returned: z.int().min(0),
  /** sold − returned. */
  returnable: z.int().min(0),
});
export type ReturnableLine = z.infer<typeof ReturnableLineSchema>;

/** GET /v0/d/sales/{code}: the order (by its order_id or external_id), its returns and what is left. */
export const SaleDetailSchema = z.object({
  kind: SaleKindSchema,
  order: OrderSchema,
  returns: z.array(SaleReturnSchema),
  lines: z.array(ReturnableLineSchema),
  /** Whether the order's goods can be returned at all (a pickup order only once picked up). */
  returnable: z.boolean(),
});
export type SaleDetail = z.infer<typeof SaleDetailSchema>;
