// How the web host answers over HTTP: the same protective headers on every answer, JSON envelopes for the
// bridge and plain text for the rest.
import type { ServerResponse } from 'node:http';
import { failure } from '../../shared/bridge/bridge-result';
import type { GuardVerdict } from './request-guard';

export const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
} as const;

export function sendRefusal(response: ServerResponse, verdict: Extract<GuardVerdict, { ok: false }>): void {
  sendJson(
    response,
    verdict.status,
    failure({ code: verdict.code, message: verdict.message }),
    verdict.status === 401 ? { 'www-authenticate': 'Bearer realm="associate-pos"' } : {},
  );
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    ...extra,
  });
  response.end(JSON.stringify(body));
}

export function sendText(
  response: ServerResponse,
  status: number,
  text: string,
  extra: Record<string, string> = {},
): void {
  response.writeHead(status, { ...COMMON_HEADERS, 'content-type': 'text/plain; charset=utf-8', ...extra });
  response.end(text);
}
