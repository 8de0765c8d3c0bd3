// The three ways a platform call fails, so callers (outbox, sync, UI) can decide what to do:
// - ApiError: the platform answered with the contract's error body (400, 401, 403, 404, 409...);
// - ApiUnreachableError: no answer at all (connection refused, reset, DNS, timeout) — try again later;
// - ApiContractError: an answer that is not what the contract promises — names the offending field.
import type { ErrorDetail, ErrorValues } from '../../../shared/contract/errors';

export type { ErrorDetail };

/** The platform's `{error: {code, message, details}}` answer (or the token call's OAuth2 error). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: readonly ErrorDetail[] = [],
    /** `METHOD /path` of the call, for logs and the outbox's failure record. */
    readonly call = '',
    /** The values of the message's sentence, when the platform sent them (a screen words them). */
    readonly values?: ErrorValues,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A plain object the outbox stores and the bridge sends to the renderer. */
  toJSON(): { status: number; code: string; message: string; details: readonly ErrorDetail[] } {
    return { status: this.status, code: this.code, message: this.message, details: this.details };
  }
}

export type UnreachableReason = 'timeout' | 'network';

/** The platform could not be reached or did not answer in time; nothing is known about the request's effect. */
export class ApiUnreachableError extends Error {
  constructor(
    readonly reason: UnreachableReason,
    message: string,
    readonly call = '',
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiUnreachableError';
  }
}

/**
 * The platform answered something the contract does not allow: `path` names the first offending field
 * ('stores.0.label', '' for the whole body) and `issues` lists every one.
 */
export class ApiContractError extends Error {
  readonly path: string;

  constructor(
    readonly call: string,
    readonly status: number,
    readonly issues: readonly ErrorDetail[],
  ) {
    const described = issues.map((issue) =>
      issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`,
    );
    super(`${call} answered ${status} with a body that breaks the contract: ${described.join('; ')}.`);
    this.name = 'ApiContractError';
    this.path = issues[0]?.path ?? '';
  }
}

/** True when trying the same idempotent call again later may succeed. */
export function isTransient(error: unknown): boolean {
  if (error instanceof ApiUnreachableError) return true;
  if (error instanceof ApiError) {
    return (
      error.status === 429 ||
      error.status === 502 ||
      error.status === 503 ||
      error.status === 504 ||
      error.status === 500 ||
      error.code === 'idempotency_request_in_progress'
    );
  }
  return false;
}
