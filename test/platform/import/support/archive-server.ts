import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TestCertificates } from './test-certificates';

export interface ArchiveServer {
  /** https://127.0.0.1:PORT/<path> */
  urlFor(path: string): string;
  /** Serves `body` at `/path` from now on; `chunked` leaves out Content-Length (the size is then unknown). */
  publish(path: string, body: Buffer, options?: { chunked?: boolean }): string;
  /**
   * The next request for `path` gets its headers but no body until the returned release() is called:
   * lets a test stop the platform while a job is downloading.
   */
  holdNext(path: string): { requested: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** An HTTPS file server on 127.0.0.1 with a certificate from the test CA. */
export async function startArchiveServer(certificates: TestCertificates): Promise<ArchiveServer> {
  const files = new Map<string, { body: Buffer; chunked: boolean }>();
  const holds = new Map<string, { arrived: () => void; released: Promise<void> }>();
  const server: Server = createServer(
    { key: certificates.keyPem, cert: certificates.certPem },
    (request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const file = files.get(path);
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const { body, chunked } = file;
      const hold = holds.get(path);
      response.writeHead(200, {
        'content-type': 'application/zip',
        ...(chunked ? {} : { 'content-length': body.length }),
      });
      if (!hold) {
        response.end(body);
        return;
      }
      holds.delete(path);
      response.write(body.subarray(0, 1));
      hold.arrived();
      void hold.released.then(() => response.end(body.subarray(1)));
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const urlFor = (path: string) => `https://127.0.0.1:${port}${path.startsWith('/') ? path : `/${path}`}`;
  return {
    urlFor,
    publish(path, body, options = {}) {
      files.set(path.startsWith('/') ? path : `/${path}`, { body, chunked: options.chunked ?? false });
      return urlFor(path);
    },
    holdNext(path) {
      let arrived!: () => void;
      let release!: () => void;
      const requested = new Promise<void>((resolve) => (arrived = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.set(path.startsWith('/') ? path : `/${path}`, { arrived, released });
      return { requested, release };
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
