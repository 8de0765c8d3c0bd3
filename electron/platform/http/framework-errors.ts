// Errors Fastify and Node raise before a route runs (an undecodable URL, a path parameter over the router's
// limit, a request line or headers over Node's limit, a client timeout), answered in the contract's error
// body like every other error.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** Longest path parameter the router accepts; longer is 414 (ids are far shorter, see the contract). */
export const MAX_PATH_PARAMETER_LENGTH = 1_000;

export function errorBody(code: string, message: string) {
  return { error: { code, message } };
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, or a path parameter over MAX_PATH_PARAMETER_LENGTH. */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply
      .code(414)
      .send(
        errorBody('uri_too_long', `A path segment is longer than ${MAX_PATH_PARAMETER_LENGTH} characters.`),
      );
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply
      .code(400)
      .send(
        errorBody(
          'malformed_url',
          'The URL holds an invalid percent-escape (each % must start a UTF-8 byte like %2F).',
        ),
      );
    return;
  }
  void reply.code(400).send(errorBody('invalid_request', 'The request could not be routed.'));
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
