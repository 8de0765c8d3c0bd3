// GET/HEAD of anything else: the built renderer's files, to requests addressed to our own place; the page
// gets the CSP that lets it reach this host only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { rendererCsp } from '../host/renderer-csp';
import { COMMON_HEADERS, sendText } from './http-replies';
import type { RequestGuard } from './request-guard';
import { readStaticFile } from './static-files';

export async function serveStaticFile(
  { guard, rendererDir, port }: { guard: RequestGuard; rendererDir: string; port: number },
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const place = guard.checkPlace(request);
  if (!place.ok) {
    sendText(response, place.status, place.message);
    return;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Only GET and HEAD are served here.', { allow: 'GET, HEAD' });
    return;
  }
  const file = await readStaticFile(rendererDir, path);
  if (!file) {
    sendText(response, 404, `Not found: ${path}`);
    return;
  }
  const headers: Record<string, string> = { ...COMMON_HEADERS, 'content-type': file.contentType };
  if (file.isHtml) {
    const own = `http://127.0.0.1:${port}`;
    headers['content-security-policy'] = rendererCsp({ connectTo: [own, `ws://127.0.0.1:${port}`] });
  }
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : file.body);
}
