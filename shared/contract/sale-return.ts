// Returns of sold goods (POST, GET /v0/d/sales/{order_id}/returns): the platform checks what may still be
// returned, works out each tender's refund (shared/returns/refund-plan), puts the goods back in the store's
// stock and takes a cash refund out of the drawer (a cash_refund transaction), all in one transaction.
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonBlankTextSchema,
  TimestampSchema,
  unlessMissing,
  WireAmountSchema,
  NonNegativeWireAmountSchema,
} from './common';
import { PaymentMethodSchema, productQuantities } from './order';
import { OrderLineTaxSchema, TaxRateSchema } from './tax-config';

/** A manager's credentials typed on the spot; the platform checks them and records who approved. */
export const ManagerApprovalSchema = z.object({
  username: NonBlankTextSchema,
  password: z.string().min(1, 'must not be empty'),
});
export type ManagerApproval = z.infer<typeof ManagerApprovalSchema>;

/** Why a return needs a manager's approval. */
export const APPROVAL_REASONS = ['no_receipt', 'over_threshold'] as const;
export const ApprovalReasonSchema = z.enum(APPROVAL_REASONS);
export type ApprovalReason = z.infer<typeof ApprovalReasonSchema>;

/** Body of POST /v0/d/sales/{order_id}/returns. */
export const CreateReturnRequestSchema = z.object({
  /** The client's id of the return (a UUID): the same id and body answer the first return again. */
  return_id: z.uuid(unlessMissing('must be a UUID')),
  lines: productQuantities('line to return'),
  /** true when the customer brought the receipt (scanned or typed from it); false needs a manager. */
  receipt: z.boolean(),
  /** The drawer the cash refund comes out of; required when any of the refund is in cash. */
  drawer_id: IdSchema.optional(),
  reason: NonBlankTextSchema.optional(),
  manager_approval: ManagerApprovalSchema.optional(),
});
export type CreateReturnRequest = z.infer<typeof CreateReturnRequestSchema>;

export const ReturnedLineSchema = z.object({
  product_id: IdSchema,
  quantity: z.int().min(1),
  /** The unit price the goods were sold at. */
  unit_price: NonNegativeWireAmountSchema,
  /** unit_price × quantity. */
  amount: NonNegativeWireAmountSchema,
  /** The returned units' share of each of the sale's tax lines (absent on returns of untaxed sales). */
  taxes: z.array(OrderLineTaxSchema).default([]),
});
export type ReturnedLine = z.infer<typeof ReturnedLineSchema>;

/**
 * One tender's refund: `amount` is what goes back to the customer, `rounding_adjustment` is amount minus
 * the exact share (cash refunds are rounded like cash sales; 0 for card).
 */
export const RefundSchema = z.object({
  method: PaymentMethodSchema,
  amount: NonNegativeWireAmountSchema,
  rounding_adjustment: WireAmountSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

/** One tax line of the sale and how much of it the return gives back. */
export const ReturnedTaxSchema = z.object({
  component_id: IdSchema,
  label: z.string(),
  rate: TaxRateSchema,
  amount: WireAmountSchema,
});
export type ReturnedTax = z.infer<typeof ReturnedTaxSchema>;

export const SaleReturnSchema = z.object({
  return_id: z.uuid(),
  order_id: IdSchema,
  /** The sale's external_id (the receipt's sale number). */
  external_id: IdSchema,
  store_id: IdSchema,
  currency: CurrencyCodeSchema,
  lines: z.array(ReturnedLineSchema),
  /** Whether the sale's prices included its tax (null: the sale said nothing about tax). */
  prices_include_tax: z.boolean().nullable().default(null),
  /** Tax given back, per tax line of the sale: contained in `total` or added to it, as the sale had it. */
  taxes: z.array(ReturnedTaxSchema).default([]),
  /** Value of the returned goods: the lines' amounts, plus their tax when the sale added it to the prices. */
  total: NonNegativeWireAmountSchema,
  refunds: z.array(RefundSchema),
  /** What went back to the customer in all (the sum of the refunds' amounts). */
  total_refunded: NonNegativeWireAmountSchema,
  drawer_id: IdSchema.nullable(),
  /** The drawer's cash_refund transaction, when cash went back. */
  cash_transaction_id: z.uuid().nullable(),
  receipt: z.boolean(),
  reason: z.string().nullable(),
  associate: NonBlankTextSchema,
  /** The manager who approved (null when none was needed), and why one was needed. */
  approved_by: z.string().nullable(),
  approval_reasons: z.array(ApprovalReasonSchema),
  created_at: TimestampSchema,
});
export type SaleReturn = z.infer<typeof SaleReturnSchema>;

export const SaleReturnListResponseSchema = z.object({ returns: z.array(SaleReturnSchema) });
export type SaleReturnListResponse = z.infer<typeof SaleReturnListResponseSchema>;
