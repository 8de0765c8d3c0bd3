// The renderer's one way to the main process. `bridge.pickup.listOrders({status: 'assigned'})` resolves with
// the typed answer or throws a BridgeError (`error.code`, `error.field`, `error.reasonFor(path)`);
// `bridge.on('onSyncStateChanged', handler)` subscribes to a push event and returns the unsubscribe function.
// Under Electron it uses the preload's `window.pos`; in a browser it talks to the web host over HTTP and
// WebSocket with the per-launch secret from the URL. Screens cannot tell which one they have.
import {
  BRIDGE_CALL_LIST,
  BridgeError,
  unwrapResult,
  type BridgeApi,
  type BridgeCall,
  type PreloadApi,
} from '../../shared/bridge';

declare global {
  interface Window {
    /** Set by the Electron preload; absent in a browser. */
    pos?: PreloadApi;
  }
}

/** How calls and events travel; the bridge on top of it is the same for both. */
export interface BridgeTransport {
  /** Sends one call; resolves with the raw result envelope. */
  invoke(call: BridgeCall, request: unknown): Promise<unknown>;
  subscribe(event: string, handler: (payload: unknown) => void): () => void;
}

export function createBridge(transport: BridgeTransport): BridgeApi {
  const api: Record<string, Record<string, unknown> | unknown> = {};
  for (const call of BRIDGE_CALL_LIST) {
    const area = (api[call.area] ??= {}) as Record<string, unknown>;
    area[call.verb] = async (request?: unknown) => unwrapResult(await transport.invoke(call, request));
  }
  api.on = (event: string, handler: (payload: unknown) => void) => transport.subscribe(event, handler);
  return api as BridgeApi;
}

/** Electron: the preload's functions, one per call. */
function preloadTransport(pos: PreloadApi): BridgeTransport {
  return {
    invoke(call, request) {
      const area = (
        pos as unknown as Record<string, Record<string, (request?: unknown) => Promise<unknown>>>
      )[call.area];
      const send = area?.[call.verb];
      if (!send) {
        return Promise.reject(
          new BridgeError({ code: 'unknown_call', message: `The preload does not offer ${call.name}.` }),
        );
      }
      return send(request);
    },
    subscribe: (event, handler) => pos.on(event, handler),
  };
}

export interface WebTransportOptions {
  /** The web host's origin, e.g. http://127.0.0.1:5123. */
  origin: string;
  secret: string;
  fetch?: typeof fetch;
  /** A WebSocket constructor (the browser's; tests pass the `ws` package's). */
  WebSocket?: new (url: string, protocols: string[]) => WebSocketLike;
  /** Delay before reconnecting the event socket after it dropped (ms, doubling up to 10 s). */
  reconnectDelayMs?: number;
}

export interface WebSocketLike {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'close' | 'open' | 'error', listener: () => void): void;
  close(): void;
}

const WS_PROTOCOL = 'pos-bridge.v1';

/** Browser: POST /bridge/<call> with the secret as a bearer token; events on one shared WebSocket. */
export function webTransport(options: WebTransportOptions): BridgeTransport {
  return { invoke: webCalls(options), subscribe: webEvents(options) };
}

/** Calls: one POST each; a host that does not answer or answers no bridge result is a BridgeError. */
function webCalls(options: WebTransportOptions): BridgeTransport['invoke'] {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async (call, request) => {
    let response: Response;
    try {
      response = await doFetch(`${options.origin}/bridge/${call.name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.secret}` },
        body: request === undefined ? '' : JSON.stringify(request),
        credentials: 'omit',
        cache: 'no-store',
      });
    } catch (error) {
      throw new BridgeError({
        code: 'host_unreachable',
        message: `The app's host does not answer (${(error as Error).message}); is it still running?`,
      });
    }
    try {
      return await response.json();
    } catch {
      throw new BridgeError({
        code: 'invalid_response',
        message: `The app's host answered ${response.status} without a bridge result.`,
      });
    }
  };
}

/**
 * Push events: one WebSocket shared by every subscriber, opened with the first and closed with the last;
 * when it drops while someone listens, it reconnects after a delay that doubles up to 10 s.
 */
function webEvents(options: WebTransportOptions): BridgeTransport['subscribe'] {
  const Socket = options.WebSocket ?? (globalThis.WebSocket as unknown as WebTransportOptions['WebSocket']);
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let socket: WebSocketLike | undefined;
  let retryDelay = options.reconnectDelayMs ?? 500;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  function connect(): void {
    if (!Socket) throw new Error('This browser has no WebSocket: push events cannot be received.');
    const url = `${options.origin.replace(/^http/, 'ws')}/bridge/events`;
    const current = new Socket(url, [WS_PROTOCOL, `secret.${options.secret}`]);
    socket = current;
    current.addEventListener('open', () => {
      retryDelay = options.reconnectDelayMs ?? 500;
    });
    current.addEventListener('message', (event) => {
      let message: { event?: unknown; payload?: unknown };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        return;
      }
      if (typeof message.event !== 'string') return;
      for (const handler of listeners.get(message.event) ?? []) handler(message.payload);
    });
    current.addEventListener('close', () => {
      if (socket !== current) return;
      socket = undefined;
      if (totalListeners() === 0) return;
      reconnectTimer = setTimeout(() => {
        reconnectTimer = undefined;
        if (!socket && totalListeners() > 0) connect();
      }, retryDelay);
      retryDelay = Math.min(retryDelay * 2, 10_000);
    });
  }

  function totalListeners(): number {
    let total = 0;
    for (const set of listeners.values()) total += set.size;
    return total;
  }

  return (event, handler) => {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(handler);
    if (!socket && reconnectTimer === undefined) connect();
    return () => {
      set.delete(handler);
      if (totalListeners() === 0) {
        if (reconnectTimer !== undefined) clearTimeout(reconnectTimer);
        reconnectTimer = undefined;
        const open = socket;
        socket = undefined;
        open?.close();
      }
    };
  };
}

const SECRET_STORAGE_KEY = 'pos.bridge.secret';

/**
 * The web host's secret: from `#secret=<hex>` on first load (then removed from the address bar, so it is
 * neither bookmarked nor shown), else from this tab's sessionStorage (a reload).
 */
export function takeSecretFromLocation(
  win: Pick<Window, 'location' | 'history' | 'sessionStorage'>,
): string | undefined {
  const hash = new URLSearchParams(win.location.hash.replace(/^#/, ''));
  const fromHash = hash.get('secret');
  if (fromHash) {
    win.sessionStorage.setItem(SECRET_STORAGE_KEY, fromHash);
    hash.delete('secret');
    const rest = hash.toString();
    win.history.replaceState(
      win.history.state,
      '',
      `${win.location.pathname}${win.location.search}${rest ? `#${rest}` : ''}`,
    );
    return fromHash;
  }
  return win.sessionStorage.getItem(SECRET_STORAGE_KEY) ?? undefined;
}

function pickTransport(): BridgeTransport {
  if (typeof window !== 'undefined' && window.pos) return preloadTransport(window.pos);
  if (typeof window === 'undefined') {
    throw new Error('The bridge needs a window: the Electron preload or the web host page.');
  }
  const secret = takeSecretFromLocation(window);
  if (!secret) {
    return failingTransport(
      'This page was opened without its launch secret. Open the full address the app printed when it started.',
    );
  }
  return webTransport({ origin: window.location.origin, secret });
}

function failingTransport(message: string): BridgeTransport {
  const error = () => new BridgeError({ code: 'missing_secret', message });
  return {
    invoke: () => Promise.reject(error()),
    subscribe: () => () => undefined,
  };
}

let instance: BridgeApi | undefined;

/** The app's bridge (created on first use, so tests can import this module without a window). */
export function getBridge(): BridgeApi {
  instance ??= createBridge(pickTransport());
  return instance;
}
