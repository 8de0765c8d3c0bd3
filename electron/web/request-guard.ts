// Who may drive the web host. It listens on 127.0.0.1 only, yet any page open in any browser on the
// machine could send it requests, so every bridge request must prove three things:
// - Host is our own 127.0.0.1:PORT (not even localhost: the page's CSP allows only 127.0.0.1): a DNS-rebinding
//   page arrives with its own name;
// - Origin, when the client sends one (browsers always do for POST and WebSocket), is our own origin;
// - the per-launch secret (32 random bytes, only ever shown in the URL printed at start) is presented,
//   as `Authorization: Bearer <secret>` over HTTP or as the `secret.<hex>` WebSocket subprotocol.
// A client without Origin is not a browser page, so it had to read the printed URL to know the secret.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export type GuardVerdict = { ok: true } | { ok: false; status: 401 | 403; code: string; message: string };

export const WS_PROTOCOL = 'pos-bridge.v1';
export const WS_SECRET_PREFIX = 'secret.';

export class RequestGuard {
  private readonly secret: Buffer;

  constructor(
    secretHex: string,
    private readonly port: () => number,
  ) {
    this.secret = Buffer.from(secretHex, 'utf8');
  }

  /** The one origin our own page has: http://127.0.0.1:PORT (the address the host prints). */
  allowedOrigins(): string[] {
    return [`http://127.0.0.1:${this.port()}`];
  }

  /** Host (and Origin when present) are ours; static files need no more than this. */
  checkPlace(request: IncomingMessage): GuardVerdict {
    const host = request.headers.host;
    if (!host || !this.allowedOrigins().includes(`http://${host.toLowerCase()}`)) {
      return {
        ok: false,
        status: 403,
        code: 'forbidden_host',
        message: `Requests must be addressed to 127.0.0.1:${this.port()}; got Host ${JSON.stringify(host ?? '')}.`,
      };
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !this.allowedOrigins().includes(origin.toLowerCase())) {
      return {
        ok: false,
        status: 403,
        code: 'forbidden_origin',
        message: `Only the app's own page may call the bridge; Origin ${JSON.stringify(origin)} is refused.`,
      };
    }
    return { ok: true };
  }

  /** Place, then the secret from the Authorization header. */
  checkHttpCall(request: IncomingMessage): GuardVerdict {
    const place = this.checkPlace(request);
    if (!place.ok) return place;
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return this.checkSecret(match?.[1]);
  }

  /** Place, then the secret from the `secret.<hex>` subprotocol; the client must also offer pos-bridge.v1. */
  checkWebSocket(request: IncomingMessage): GuardVerdict {
    const place = this.checkPlace(request);
    if (!place.ok) return place;
    const offered = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((value) => value.trim())
      .filter(Boolean);
    if (!offered.includes(WS_PROTOCOL)) {
      return {
        ok: false,
        status: 403,
        code: 'unsupported_protocol',
        message: `Offer the ${WS_PROTOCOL} subprotocol.`,
      };
    }
    const presented = offered
      .find((value) => value.startsWith(WS_SECRET_PREFIX))
      ?.slice(WS_SECRET_PREFIX.length);
    return this.checkSecret(presented);
  }

  private checkSecret(presented: string | undefined): GuardVerdict {
    if (presented === undefined || presented === '') {
      return {
        ok: false,
        status: 401,
        code: 'missing_secret',
        message: 'This launch of the app needs its secret.',
      };
    }
    const candidate = Buffer.from(presented, 'utf8');
    if (candidate.length !== this.secret.length || !timingSafeEqual(candidate, this.secret)) {
      return {
        ok: false,
        status: 401,
        code: 'wrong_secret',
        message: "The secret is not this launch's secret.",
      };
    }
    return { ok: true };
  }
}
