import type { ErrorDetail } from '../../../shared/contract/errors';

export type InvalidMutationCode =
  | 'invalid_input'
  | 'unknown_order'
  | 'invalid_transition'
  | 'forbidden'
  | 'invalid_items'
  | 'picked_mismatch'
  | 'invalid_body';

/** A change refused on the workstation before anything was written: names each field at fault. */
export class InvalidMutationError extends Error {
  constructor(
    readonly code: InvalidMutationCode,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'InvalidMutationError';
  }
}
