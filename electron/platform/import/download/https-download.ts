import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { request } from 'node:https';
import { pipeline } from 'node:stream/promises';
import { ImportFailure } from '../../../common/archive/import-failure';
import { sizeCap } from './size-cap';

export interface HttpsDownloadOptions {
  maxBytes: number;
  ca: string[];
  signal: AbortSignal;
}

const MAX_REDIRECTS = 5;
/** Time without any byte from the server before the download is given up. */
const IDLE_TIMEOUT_MS = 60_000;

/** The server stopped answering for IDLE_TIMEOUT_MS. */
class IdleTimeout extends Error {}

/** Streams an https:// archive into `destination`, following redirects (to https only), capped at maxBytes. */
export async function downloadHttps(
  url: URL,
  destination: string,
  options: HttpsDownloadOptions,
): Promise<void> {
  let current = url;
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(current, options);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.resume();
      if (redirects === MAX_REDIRECTS) {
        throw new ImportFailure(
          'download_failed',
          `${url.href} redirects more than ${MAX_REDIRECTS} times.`,
          {
            uri: url.href,
            reason: 'too_many_redirects',
            max_redirects: MAX_REDIRECTS,
          },
        );
      }
      current = new URL(location, current);
      if (current.protocol !== 'https:') {
        throw new ImportFailure(
          'download_failed',
          `${url.href} redirects to ${current.href}, which is not https.`,
          { uri: url.href, reason: 'redirect_not_https', location: current.href },
        );
      }
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new ImportFailure('download_failed', `Downloading ${current.href} answered HTTP ${status}.`, {
        uri: current.href,
        reason: 'http_status',
        status,
      });
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw new ImportFailure(
        'archive_too_large',
        `The archive at ${current.href} is ${declared} bytes; the limit is ${options.maxBytes} bytes.`,
        { limit: 'download', bytes: declared, max_bytes: options.maxBytes },
      );
    }
    try {
      await pipeline(
        response,
        sizeCap(options.maxBytes, `The archive at ${current.href}`),
        createWriteStream(destination),
        {
          signal: options.signal,
        },
      );
    } catch (error) {
      throw asDownloadFailure(error, current, options.signal);
    }
    return;
  }
}

function get(url: URL, options: HttpsDownloadOptions): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: 'GET', ca: options.ca, signal: options.signal }, resolve);
    outgoing.setTimeout(IDLE_TIMEOUT_MS, () => {
      outgoing.destroy(new IdleTimeout(`no answer for ${IDLE_TIMEOUT_MS / 1000} s`));
    });
    outgoing.on('error', (error) => reject(asDownloadFailure(error, url, options.signal)));
    outgoing.end();
  });
}

/** Network and TLS errors become `download_failed` naming the URL; a stop of the platform stays an abort. */
function asDownloadFailure(error: unknown, url: URL, signal: AbortSignal): unknown {
  if (error instanceof ImportFailure || signal.aborted) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new ImportFailure('download_failed', `Downloading ${url.href} failed: ${reason}.`, {
    uri: url.href,
    ...networkReason(error),
  });
}

/**
 * A TLS refusal (`certificate`) or another network error (`network`), with the system's error code
 * (ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED…) when it has one; `timeout` when the server stopped answering.
 */
function networkReason(error: unknown): { reason: string; error?: string } {
  if (error instanceof IdleTimeout) return { reason: 'timeout' };
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { reason: 'network' };
  const tls = /CERT|SELF_SIGNED|SIGNATURE|TLS|SSL/.test(code);
  return { reason: tls ? 'certificate' : 'network', error: code };
}
