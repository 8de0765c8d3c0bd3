// POST /bridge/<call>: a guarded JSON request handed to the host's handlers, their envelope sent back. The
// transport only moves bytes: parsing, validation and errors belong to the handlers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BRIDGE_ERROR_CODES } from '../../shared/bridge/bridge-error';
import { failure } from '../../shared/bridge/bridge-result';
import type { BridgeHandlerTable } from '../host/bridge-handlers';
import { sendJson, sendRefusal } from './http-replies';
import type { RequestGuard } from './request-guard';

const MAX_BODY_BYTES = 1024 * 1024;

export async function handleBridgeCall(
  { guard, handlers }: { guard: RequestGuard; handlers: BridgeHandlerTable },
  request: IncomingMessage,
  response: ServerResponse,
  name: string,
): Promise<void> {
  const verdict = guard.checkHttpCall(request);
  if (!verdict.ok) {
    sendRefusal(response, verdict);
    return;
  }
  if (request.method !== 'POST') {
    sendJson(
      response,
      405,
      failure({ code: 'method_not_allowed', message: 'Bridge calls are POST requests.' }),
      {
        allow: 'POST',
      },
    );
    return;
  }
  const payload = await readJsonPayload(request, response);
  if (payload === REFUSED) return;
  const result = await handlers.invoke(decodeURIComponentSafe(name), payload);
  sendJson(response, result.ok || result.error.code !== BRIDGE_ERROR_CODES.unknownCall ? 200 : 404, result);
}

/** The request body was refused and the refusal already sent. */
const REFUSED = Symbol('refused');

/** The call's JSON request (undefined for an empty body), or REFUSED once the refusal is sent. */
async function readJsonPayload(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<unknown | typeof REFUSED> {
  const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (contentType !== 'application/json') {
    sendJson(
      response,
      415,
      failure({
        code: 'unsupported_media_type',
        message: 'Send the request as Content-Type: application/json.',
      }),
    );
    return REFUSED;
  }
  const body = await readBody(request, MAX_BODY_BYTES);
  if (body === 'too_large') {
    sendJson(
      response,
      413,
      failure({ code: 'request_too_large', message: `The request is over ${MAX_BODY_BYTES} bytes.` }),
    );
    return REFUSED;
  }
  try {
    return body.trim() === '' ? undefined : JSON.parse(body);
  } catch {
    sendJson(
      response,
      400,
      failure({ code: BRIDGE_ERROR_CODES.invalidRequest, message: 'The request body is not valid JSON.' }),
    );
    return REFUSED;
  }
}

function readBody(request: IncomingMessage, limit: number): Promise<string | 'too_large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => resolve(tooLarge ? 'too_large' : Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
