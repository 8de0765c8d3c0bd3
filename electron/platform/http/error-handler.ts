import type { FastifyError, FastifyInstance } from 'fastify';
import type { PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import { ApiError } from './api-error';

/** Fastify's own 4xx errors (parsing, content type, size) mapped to the contract's error codes. */
const FASTIFY_CODES: Record<string, { status: number; code: PlatformErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'The request body is empty; JSON was expected.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Unsupported Content-Type: send application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'invalid_request',
    message: 'Content-Length does not match the body.',
  },
};

/** Every failure answers with `{error: {code, message, details?}}`; bad input never becomes a 500. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | Error, request, reply) => {
    // A body that cannot be read on a path that does not exist: the missing route is the answer.
    if (request.is404) return reply.code(404).send(noRouteBody(request.method, request.url));
    if (error instanceof ApiError) {
      return reply.code(error.status).send(error.toBody());
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    if (known) {
      return reply.code(known.status).send({ error: { code: known.code, message: known.message } });
    }
    if (error instanceof SyntaxError || fastifyError.statusCode === 400) {
      return reply.code(400).send({ error: { code: 'malformed_request', message: error.message } });
    }
    if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
      return reply
        .code(fastifyError.statusCode)
        .send({ error: { code: 'invalid_request', message: error.message } });
    }
    request.log.error({ err: error }, 'unhandled platform error');
    return reply
      .code(500)
      .send({ error: { code: 'internal_error', message: 'The platform failed to process the request.' } });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(noRouteBody(request.method, request.url));
  });
}

function noRouteBody(method: string, url: string) {
  return { error: { code: 'not_found', message: `No route ${method} ${url.split('?')[0]}.` } };
}
