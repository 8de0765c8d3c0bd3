// What a pickup order transition answers: the new state and what it does to stock, or a typed refusal.
import type { FieldReason } from '../contract/field-reason';
import type { OrderStatus } from './order-status';

/**
 * What the transition does to the store's stock for this order:
 * reserve (routing found enough stock), release (the reservation is given back: cancel, reject),
 * consume (the customer took the items: hand over), none.
 */
export type StockEffect = 'none' | 'reserve' | 'release' | 'consume';

export type TransitionAccepted = {
  readonly ok: true;
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  /** The person's action or the automatic step, as recorded in the order's event history. */
  readonly action: string;
  /** Username of the person acting, or SYSTEM_ACTOR for automatic steps. */
  readonly actor: string;
  /** The order's assignee after the transition (null when nobody is picking it). */
  readonly assignee: string | null;
  /** The store the order is routed to after the transition. */
  readonly storeId: string;
  readonly stock: StockEffect;
  /** reject_items only: products whose stock level at the store is set to 0. */
  readonly zeroStockProductIds?: readonly string[];
};

export type TransitionRefusalCode =
  'invalid_transition' | 'forbidden' | 'picked_mismatch' | 'invalid_items' | 'invalid_body';

/** A field at fault, in English, and as a reason code when it is a known kind (a screen words it). */
export type TransitionRefusalDetail = {
  readonly path: string;
  readonly message: string;
  readonly reason?: FieldReason;
};

export type TransitionRefused = {
  readonly ok: false;
  readonly code: TransitionRefusalCode;
  readonly message: string;
  /** One entry per problem, paths as in the request body ("picked.0.quantity"). */
  readonly details?: readonly TransitionRefusalDetail[];
};

export type TransitionResult = TransitionAccepted | TransitionRefused;

/** HTTP status the platform answers for each refusal (platform contract, Conventions). */
export const TRANSITION_REFUSAL_HTTP_STATUS: Readonly<Record<TransitionRefusalCode, number>> = Object.freeze({
  invalid_transition: 409,
  forbidden: 403,
  picked_mismatch: 400,
  invalid_items: 400,
  invalid_body: 400,
});

/** Actor name recorded for the platform's automatic steps. */
export const SYSTEM_ACTOR = 'system';

export function refuse(
  code: TransitionRefusalCode,
  message: string,
  details?: readonly TransitionRefusalDetail[],
): TransitionRefused {
  return details && details.length > 0 ? { ok: false, code, message, details } : { ok: false, code, message };
}
