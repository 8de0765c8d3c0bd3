// Errors Fastify and Node raise before a route runs (an undecodable URL, a path parameter over the router's
// limit, a request line or headers over Node's limit, a client timeout), answered in the contract's error
// body like every other error.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import { pathParameterAtFault, undecodable, type RouteTemplate } from './path-parameter-at-fault';

/** Longest path parameter the router accepts; longer is 414 (ids are far shorter, see the contract). */
export const MAX_PATH_PARAMETER_LENGTH = 1_000;

export function errorBody(code: PlatformErrorCode, message: string) {
  return { error: { code, message } };
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode, or a path parameter over MAX_PATH_PARAMETER_LENGTH.
 * The router fails before it matches a route, so the parameter at fault is found among `routes` (filled
 * as routes are registered) by the request's method and the shape of its path.
 */
export function frameworkErrorAnswer(routes: readonly RouteTemplate[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const path = request.url.split('?')[0] ?? '';
    const answer = (
      status: number,
      code: PlatformErrorCode,
      problem: string,
      isBad: (segment: string) => boolean,
    ) => {
      const name = pathParameterAtFault(request.method, path, routes, isBad);
      const body = name
        ? {
            error: {
              code,
              message: `Path parameter '${name}' ${problem}.`,
              details: [{ path: name, message: problem }],
            },
          }
        : errorBody(code, `A path segment ${problem}.`);
      void reply.code(status).send(body);
    };
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
      answer(
        414,
        'uri_too_long',
        `is longer than ${MAX_PATH_PARAMETER_LENGTH} characters`,
        (segment) => segment.length > MAX_PATH_PARAMETER_LENGTH,
      );
      return;
    }
    if (error.code === 'FST_ERR_BAD_URL') {
      answer(
        400,
        'malformed_url',
        'holds an invalid percent-escape (each % must start a UTF-8 byte like %2F)',
        undecodable,
      );
      return;
    }
    void reply.code(400).send(errorBody('invalid_request', 'The request could not be routed.'));
  };
}

/**
 * Node's `clientError` (the request never reached Fastify): a request line or headers over Node's size
 * limit (431), a timeout (408), or bytes that are not HTTP (400). Written raw: there is no reply object.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, errorBody('headers_too_large', 'The request line (URL) or headers are too large.')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, errorBody('request_timeout', 'The request was not received in time.')]
        : [400, errorBody('malformed_request', 'The request is not valid HTTP.')];
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
