// One HTTP exchange with the platform and the policy around it: bearer token with one renewal on 401,
// a timeout per attempt, retries with backoff for idempotent calls only, and every answer checked
// against its contract schema (or the contract's error body).
import { z as zod, type z } from 'zod';
import { ErrorBodySchema, OAuthErrorSchema } from '../../../shared/contract/errors';
import { toErrorDetails } from '../../../shared/contract/validation';
import { ApiContractError, ApiError, ApiUnreachableError, isTransient } from './api-errors';
import type { ApiSession } from './api-session';
import { backoffDelay, sleep, type BackoffPolicy } from './backoff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | readonly string[] | undefined;

/** Options every call accepts. */
export interface CallOptions {
  /** Cancels the call (and its retries); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Time allowed for one attempt; the client's default when absent. */
  timeoutMs?: number;
  /** Creates and actions: the Idempotency-Key to send (the outbox passes the one it persisted). */
  idempotencyKey?: string;
  /** Extra attempts for an idempotent call after a transient failure; the client's default when absent. */
  retries?: number;
}

export interface RequestSpec<Schema extends z.ZodType> {
  method: HttpMethod;
  /** Path below the base URL, segments already encoded: `/v0/d/orders/A%2F1`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body (the token call). */
  form?: Record<string, string>;
  responseSchema: Schema;
  /** False for the public calls (token, health). */
  authenticated?: boolean;
  /** Sent as the Idempotency-Key header; makes a POST safe to retry. */
  idempotencyKey?: string;
  /** A POST that only reads (pickup options): safe to retry without a key. */
  readOnly?: boolean;
  /** The token call answers OAuth2-style errors instead of the contract's error body. */
  oauthErrors?: boolean;
  options?: CallOptions;
}

export interface ApiTransportSettings {
  /** Base URL of the platform for this workstation, e.g. `https://tenant.example.com` or `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** Time allowed for one attempt (default 15 s). */
  timeoutMs?: number;
  /** Extra attempts for idempotent calls after a transient failure (default 3). */
  retries?: number;
  /** Backoff between attempts (default 250 ms doubling up to 5 s, full jitter). */
  backoff?: BackoffPolicy;
  /** Source of jitter in [0, 1); tests may pin it. */
  random?: () => number;
}

/** Told about every attempt's outcome: an HTTP answer proves the platform reachable, a network failure not. */
export interface ReachabilityListener {
  reachable(): void;
  unreachable(error: ApiUnreachableError): void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRIES = 3;
export const DEFAULT_BACKOFF: BackoffPolicy = { baseDelayMs: 250, maxDelayMs: 5_000 };

export class ApiTransport {
  private base: string;
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly backoff: BackoffPolicy;
  private readonly random: () => number;

  constructor(
    settings: ApiTransportSettings,
    private readonly session: ApiSession,
    private readonly reachability?: ReachabilityListener,
  ) {
    this.base = normalizeBaseUrl(settings.baseUrl);
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.retries = settings.retries ?? DEFAULT_RETRIES;
    this.backoff = settings.backoff ?? DEFAULT_BACKOFF;
    this.random = settings.random ?? Math.random;
  }

  get baseUrl(): string {
    return this.base;
  }

  set baseUrl(url: string) {
    this.base = normalizeBaseUrl(url);
  }

  /** Sends the request (retrying and renewing as the policy allows) and returns the parsed answer. */
  async request<Schema extends z.ZodType>(spec: RequestSpec<Schema>): Promise<z.output<Schema>> {
    const idempotencyKey = spec.idempotencyKey ?? spec.options?.idempotencyKey;
    const idempotent =
      spec.method === 'GET' ||
      spec.method === 'PUT' ||
      idempotencyKey !== undefined ||
      spec.readOnly === true;
    const retries = idempotent ? (spec.options?.retries ?? this.retries) : 0;
    const authenticated = spec.authenticated ?? true;
    let token = authenticated ? await this.session.tokenFor() : undefined;
    let renewed = false;
    for (let attempt = 0; ;) {
      try {
        return await this.attempt(spec, token, idempotencyKey);
      } catch (error) {
        if (authenticated && !renewed && error instanceof ApiError && error.status === 401) {
          // The request was refused before it did anything: renewing and sending it again is always safe.
          renewed = true;
          token = await this.session.tokenFor(token);
          continue;
        }
        if (attempt < retries && isTransient(error) && !spec.options?.signal?.aborted) {
          await sleep(backoffDelay(attempt, this.backoff, this.random), spec.options?.signal);
          attempt += 1;
          continue;
        }
        throw error;
      }
    }
  }

  /**
   * Opens a long-lived authenticated GET (the events stream) and returns the response once its status is
   * 2xx, its body still streaming. Same token policy as request() (one renewal on 401); no timeout after the
   * headers and no retries: the caller reconnects on its own schedule. Errors are those of request().
   */
  async openStream(
    path: string,
    query: Record<string, QueryValue>,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<Response> {
    const call = `GET ${path}`;
    let token = await this.session.tokenFor();
    for (let renewed = false; ; renewed = true) {
      // The caller's signal ends the stream; the timeout only bounds the wait for the headers.
      const controller = new AbortController();
      signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new Error('no response headers in time'));
      }, this.timeoutMs);
      let response: Response;
      try {
        response = await fetch(this.url(path, query), {
          headers: { ...headers, authorization: `Bearer ${token}` },
          signal: controller.signal,
        });
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        const unreachable = new ApiUnreachableError(
          timedOut ? 'timeout' : 'network',
          `${call} could not reach ${this.base}: ${describeNetworkError(error)}.`,
          call,
          { cause: error },
        );
        this.reachability?.unreachable(unreachable);
        throw unreachable;
      } finally {
        clearTimeout(timer);
      }
      this.reachability?.reachable();
      if (response.ok) return response;
      const text = await response.text();
      try {
        interpretAnswer({ method: 'GET', path, responseSchema: NO_BODY }, call, response.status, text);
      } catch (error) {
        if (!renewed && error instanceof ApiError && error.status === 401) {
          token = await this.session.tokenFor(token);
          continue;
        }
        throw error;
      }
      throw new ApiContractError(call, response.status, [{ path: '', message: 'unexpected status' }]);
    }
  }

  private async attempt<Schema extends z.ZodType>(
    spec: RequestSpec<Schema>,
    token: string | undefined,
    idempotencyKey: string | undefined,
  ): Promise<z.output<Schema>> {
    const call = `${spec.method} ${spec.path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (idempotencyKey !== undefined) headers['idempotency-key'] = idempotencyKey;
    let body: string | undefined;
    if (spec.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(spec.form).toString();
    } else if (spec.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(spec.body);
    }

    const timeout = AbortSignal.timeout(spec.options?.timeoutMs ?? this.timeoutMs);
    const callerSignal = spec.options?.signal;
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;

    let status: number;
    let text: string;
    try {
      const response = await fetch(this.url(spec.path, spec.query), {
        method: spec.method,
        headers,
        body,
        signal,
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      if (callerSignal?.aborted) throw callerSignal.reason;
      const unreachable = timeout.aborted
        ? new ApiUnreachableError('timeout', `${call} got no answer from ${this.base} in time.`, call, {
            cause: error,
          })
        : new ApiUnreachableError(
            'network',
            `${call} could not reach ${this.base}: ${describeNetworkError(error)}.`,
            call,
            {
              cause: error,
            },
          );
      this.reachability?.unreachable(unreachable);
      throw unreachable;
    }
    this.reachability?.reachable();
    return interpretAnswer(spec, call, status, text);
  }

  private url(path: string, query: Record<string, QueryValue> | undefined): string {
    const url = new URL(path.replace(/^\/+/, ''), this.base);
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value === undefined) continue;
      if (Array.isArray(value)) {
        for (const item of value as readonly string[]) url.searchParams.append(name, item);
      } else {
        url.searchParams.append(name, String(value));
      }
    }
    return url.toString();
  }
}

const NO_BODY = zod.unknown();

function interpretAnswer<Schema extends z.ZodType>(
  spec: RequestSpec<Schema>,
  call: string,
  status: number,
  text: string,
): z.output<Schema> {
  const json = readJson(text);
  if (status >= 200 && status < 300) {
    if (!json.ok) throw new ApiContractError(call, status, [{ path: '', message: 'the body is not JSON' }]);
    const parsed = spec.responseSchema.safeParse(json.value);
    if (!parsed.success) throw new ApiContractError(call, status, toErrorDetails(parsed.error));
    return parsed.data;
  }
  if (spec.oauthErrors) {
    const oauth = OAuthErrorSchema.safeParse(json.ok ? json.value : undefined);
    if (oauth.success) {
      const { error, error_description: description, values } = oauth.data;
      throw new ApiError(status, error, description, [], call, values);
    }
  }
  const error = ErrorBodySchema.safeParse(json.ok ? json.value : undefined);
  if (error.success) {
    const { code, message, details, values } = error.data.error;
    throw new ApiError(status, code, message, details ?? [], call, values);
  }
  if (status >= 500) {
    // A proxy or a crashed server: not the platform's contract, but a transient condition worth retrying.
    throw new ApiError(
      status,
      'server_error',
      `${call} failed with HTTP ${status} and no error body.`,
      [],
      call,
    );
  }
  const issues = json.ok
    ? toErrorDetails(error.error)
    : [{ path: '', message: 'the error body is not JSON' }];
  throw new ApiContractError(call, status, issues);
}

function readJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function normalizeBaseUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new TypeError(`baseUrl: ${url} must be an http:// or https:// URL`);
  }
  if (!parsed.pathname.endsWith('/')) parsed.pathname += '/';
  parsed.search = '';
  parsed.hash = '';
  return parsed.toString();
}

function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code) return cause.code;
  if (cause?.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
