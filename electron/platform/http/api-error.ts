import type { PlatformErrorCode } from '../../../shared/contract/platform-error-codes';

/** One error of the contract's error body: `{error: {code, message, details?}}`, whatever the status. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/**
 * `code`: only a registered one (shared/contract/platform-error-codes.ts), so every code the platform answers
 * is worded by the app in every language. `values`: what the message's sentence says in values (a reason, an
 * amount), for a screen to word it.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: PlatformErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): {
    error: {
      code: PlatformErrorCode;
      message: string;
      details?: ErrorDetail[];
      values?: Record<string, string | number>;
    };
  } {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details ? { details: this.details } : {}),
        ...(this.values ? { values: this.values } : {}),
      },
    };
  }
}

export const badRequest = (
  code: PlatformErrorCode,
  message: string,
  details?: ErrorDetail[],
  values?: Record<string, string | number>,
) => new ApiError(400, code, message, details, values);
/** What a 404 did not find, by the kind its values name (a screen words the kind in its language). */
const NOT_FOUND_KINDS = {
  store: 'Store',
  cash_drawer: 'Cash drawer',
  drawer_report: 'Drawer report',
  import_job: 'Import job',
  pickup_config: 'In-store pickup configuration',
  order: 'Order',
  sale: 'Sale',
} as const;

export const notFound = (kind: keyof typeof NOT_FOUND_KINDS, id: string) =>
  new ApiError(404, 'not_found', `${NOT_FOUND_KINDS[kind]} '${id}' does not exist.`, undefined, { kind, id });
export const conflict = (
  code: PlatformErrorCode,
  message: string,
  values?: Record<string, string | number>,
) => new ApiError(409, code, message, undefined, values);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
