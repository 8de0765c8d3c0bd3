// An HTTPS file server on 127.0.0.1 (certificate from a throwaway test CA) from which the platform
// downloads import archives, as it would from a real https:// URL.
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createTestCertificates } from '../../../platform/import/support/test-certificates';

export interface ArchiveHost {
  /** PEM of the CA the platform must trust (PlatformOptions.extraCaCertificates). */
  caPem: string;
  /** Serves `body` at `path` from now on; returns its https:// URL. */
  publish(path: string, body: Buffer): string;
  close(): Promise<void>;
}

export async function startArchiveHost(): Promise<ArchiveHost> {
  const certificates = createTestCertificates();
  const files = new Map<string, Buffer>();
  const server: Server = createServer(
    { key: certificates.keyPem, cert: certificates.certPem },
    (request, response) => {
      const body = files.get((request.url ?? '/').split('?')[0] ?? '/');
      if (!body) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/zip', 'content-length': String(body.length) });
      response.end(body);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    caPem: certificates.caPem,
    publish(path, body) {
      files.set(path, body);
      return `https://127.0.0.1:${port}${path}`;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
