import type { ErrorDetail } from '../../../shared/contract/errors';

export type InvalidMutationCode =
  | 'invalid_input'
  | 'unknown_order'
  | 'invalid_transition'
  | 'forbidden'
  | 'invalid_items'
  | 'picked_mismatch'
  | 'invalid_body';

/**
 * A change refused on the workstation before anything was written: names each field at fault (the screen
 * words the code and the fields in the session's language, errors.message.<code>); `values` are what the
 * code's sentence needs when it says more (the order's id).
 */
export class InvalidMutationError extends Error {
  constructor(
    readonly code: InvalidMutationCode,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
    readonly values?: Record<string, string>,
  ) {
    super(message);
    this.name = 'InvalidMutationError';
  }
}
