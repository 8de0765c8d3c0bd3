// Counter sales in the selected store: prices from the local catalog, tenders split and cash rounded by the
// store's rule (shared/cash-rounding), recorded locally and delivered through the outbox.
import { z } from 'zod';
import { IdSchema, NonBlankTextSchema } from '../../contract/common';
import { defineCall, NoRequestSchema } from '../define-call';
import { DocumentLanguageSchema } from '../views/document-language';
import { NonNegativeMoneySchema } from '../views/money';
import {
  CompletedSaleSchema,
  RoundingContextViewSchema,
  SaleDeliveryViewSchema,
  SaleQuoteSchema,
} from '../views/sale';

const SaleLinesSchema = z
  .array(
    z.strictObject({
      productId: IdSchema,
      quantity: z
        .int('must be a whole number')
        .min(1, 'must be at least 1')
        .max(9999, 'must be at most 9999'),
    }),
  )
  .min(1, 'must hold at least one line');

const TendersSchema = z
  .array(
    z.strictObject({
      method: z.enum(['cash', 'card']),
      /** The share this tender covers; leave it out on one tender to take the rest. */
      amount: NonNegativeMoneySchema.optional(),
      /** Cash handed over (cash only). */
      tendered: NonNegativeMoneySchema.optional(),
    }),
  )
  .min(1, 'must hold at least one tender');

export const saleCalls = {
  getRoundingContext: defineCall('sale', 'getRoundingContext', {
    summary: 'Whether and how the selected store rounds cash tenders.',
    request: NoRequestSchema,
    response: RoundingContextViewSchema,
  }),

  quote: defineCall('sale', 'quote', {
    summary: 'Prices the lines and plans the tenders (cash rounded, change due) without recording anything.',
    request: z.strictObject({ lines: SaleLinesSchema, tenders: TendersSchema }),
    response: SaleQuoteSchema,
  }),

  complete: defineCall('sale', 'complete', {
    summary:
      'Records the sale (and the cash into the paired drawer, which is kicked open); saleId makes a repeat harmless.',
    request: z.strictObject({
      /** Chosen by the screen when the sale starts: the same id twice records one sale. */
      saleId: z.uuid('must be a UUID'),
      lines: SaleLinesSchema,
      tenders: TendersSchema,
      /** The drawer that takes the cash; the drawer paired with this workstation when left out. */
      drawerId: IdSchema.optional(),
      customer: z
        .strictObject({
          name: NonBlankTextSchema,
          email: z.email('must be an email address').optional(),
          phone: z.string().optional(),
        })
        .optional(),
      /** The customer asked for their receipt in this language (default: the store's). */
      receiptLanguage: DocumentLanguageSchema.optional(),
    }),
    response: CompletedSaleSchema,
  }),

  getSale: defineCall('sale', 'getSale', {
    summary:
      'Whether the platform has a sale completed here yet (state, order id), e.g. for the sale summary.',
    request: z.strictObject({
      /** The completed sale's externalId (`sale-<saleId>`). */
      externalId: z.string().trim().min(1, 'must not be empty').max(100, 'is too long for a sale id'),
    }),
    response: SaleDeliveryViewSchema,
  }),
};
