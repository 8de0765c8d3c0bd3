// The Content-Security-Policy of the renderer, for both transports. The page runs only its own bundled
// scripts, loads nothing from elsewhere but product images (https), and talks only to where its transport
// lives: nowhere in Electron (IPC needs no network), its own 127.0.0.1 origin under the web host.
// renderer/index.html carries the same rules in a meta tag (connect-src limited to 127.0.0.1).

export interface RendererCspOptions {
  /** Origins the page may fetch from or open a WebSocket to, e.g. ['http://127.0.0.1:5123', 'ws://127.0.0.1:5123']. */
  connectTo: readonly string[];
}

export function rendererCsp(options: RendererCspOptions): string {
  const connect = options.connectTo.length > 0 ? options.connectTo.join(' ') : "'none'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    // React sets style attributes; no inline <script> is ever allowed.
    "style-src 'self' 'unsafe-inline'",
    // Product images come from the catalog's https URLs.
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "worker-src 'none'",
    "manifest-src 'none'",
  ].join('; ');
}
