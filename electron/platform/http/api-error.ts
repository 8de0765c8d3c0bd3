/** One error of the contract's error body: `{error: {code, message, details?}}`, whatever the status. */
export interface ErrorDetail {
  path: string;
  message: string;
}

/** `values`: what the message's sentence says in values (a reason, an amount), for a screen to word it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetail[],
    readonly values?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): {
    error: {
      code: string;
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

export const badRequest = (code: string, message: string, details?: ErrorDetail[]) =>
  new ApiError(400, code, message, details);
export const notFound = (what: string, id: string) =>
  new ApiError(404, 'not_found', `${what} '${id}' does not exist.`);
export const conflict = (code: string, message: string) => new ApiError(409, code, message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
