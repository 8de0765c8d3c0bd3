// Makes an archive on this workstation reachable by the embedded platform, which only downloads from
// https:// and s3:// URLs: an HTTPS server on 127.0.0.1 with this launch's self-signed certificate (the
// embedded platform is told to trust it, see host/embedded-platform.ts). Each archive is offered under a
// one-time path of 256 random bits: the first download claims it, and an unclaimed link expires.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createSelfSignedCertificate, type SelfSignedCertificate } from './self-signed-certificate';

export interface LocalArchiveServerOptions {
  /** How long an unclaimed link stays valid (ms); 1 hour by default. */
  linkLifetimeMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

interface SharedLink {
  file: string;
  expiresAt: number;
}

const DEFAULT_LINK_LIFETIME_MS = 60 * 60 * 1000;
const PATH_PREFIX = '/catalog-archives/';

export class LocalArchiveServer {
  private readonly certificate: SelfSignedCertificate;
  private readonly links = new Map<string, SharedLink>();
  private server: Server | undefined;
  private listening: Promise<number> | undefined;
  private readonly now: () => number;

  constructor(private readonly options: LocalArchiveServerOptions = {}) {
    this.now = options.now ?? Date.now;
    this.certificate = createSelfSignedCertificate({
      commonName: 'Associate POS archive share',
      ipAddresses: ['127.0.0.1'],
      validDays: 397,
    });
  }

  /** The certificate the downloader must trust (PEM); made for this launch, its key never leaves memory. */
  get certificatePem(): string {
    return this.certificate.certPem;
  }

  /** A one-time https://127.0.0.1 URL for `file` (the server starts on first use). */
  async share(file: string): Promise<string> {
    const port = await this.start();
    const token = randomBytes(32).toString('base64url');
    this.links.set(token, {
      file,
      expiresAt: this.now() + (this.options.linkLifetimeMs ?? DEFAULT_LINK_LIFETIME_MS),
    });
    return `https://127.0.0.1:${port}${PATH_PREFIX}${token}/catalog.zip`;
  }

  /** Links not downloaded yet (for tests and logs). */
  pendingLinks(): number {
    this.dropExpired();
    return this.links.size;
  }

  async close(): Promise<void> {
    this.links.clear();
    const server = this.server;
    this.server = undefined;
    this.listening = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private start(): Promise<number> {
    this.listening ??= new Promise<number>((resolve, reject) => {
      const server = createServer(
        { key: this.certificate.keyPem, cert: this.certificate.certPem },
        (request, response) => {
          void this.serve(request.method ?? 'GET', request.url ?? '/', response);
        },
      );
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        this.server = server;
        resolve((server.address() as AddressInfo).port);
      });
    });
    return this.listening;
  }

  private async serve(method: string, url: string, response: ServerResponse): Promise<void> {
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found.');
    };
    this.dropExpired();
    const path = url.split('?')[0] ?? '';
    const match = /^\/catalog-archives\/([A-Za-z0-9_-]{43})\/catalog\.zip$/.exec(path);
    const token = match?.[1];
    const link = token ? this.links.get(token) : undefined;
    if (!token || !link || (method !== 'GET' && method !== 'HEAD')) return notFound();
    let size: number;
    try {
      size = (await stat(link.file)).size;
    } catch {
      this.links.delete(token);
      return notFound();
    }
    const headers = {
      'content-type': 'application/zip',
      'content-length': String(size),
      'cache-control': 'no-store',
    };
    if (method === 'HEAD') {
      response.writeHead(200, headers);
      response.end();
      return;
    }
    // One download per link: claimed before the first byte goes out.
    this.links.delete(token);
    this.options.log?.(`Catalog archive downloaded from this workstation (${size} bytes).`);
    response.writeHead(200, headers);
    const stream = createReadStream(link.file);
    stream.on('error', () => response.destroy());
    stream.pipe(response);
  }

  private dropExpired(): void {
    const now = this.now();
    for (const [token, link] of this.links) if (link.expiresAt <= now) this.links.delete(token);
  }
}
