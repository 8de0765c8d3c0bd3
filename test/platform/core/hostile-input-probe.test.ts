// A hostile-input probe of every route the running platform registered (enumerated from the server, so a
// new route is probed without anyone listing it): as an admin, each route gets JSON nested too deep, very
// long text, NUL characters and lone surrogates, wrong types, extreme numbers, bad ids in its path,
// unknown and repeated query parameters, malformed percent-escapes and wrong content types. Never a 5xx;
// every refusal is the contract's error body, naming the field when a field is at fault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema, OAuthErrorSchema } from '../../../shared/contract/errors';
import { MAX_JSON_DEPTH, MAX_TEXT_LENGTH } from '../../../electron/platform/http/input-limits';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { storeWithDrawers } from '../cash/cash-fixture';

interface Probe {
  method: string;
  /** Path and query, already encoded as sent. */
  path: string;
  body?: string;
  contentType?: string;
  /** The field, path parameter or query parameter the probe spoils, which a 400 must name. */
  field?: string;
  what: string;
}

/** Values of a path parameter that no id may take (the pattern: 1–100 characters, no blanks, no `%`). */
const BAD_IDS: Array<[string, string]> = [
  ['x'.repeat(101), 'an id of 101 characters'],
  ['x'.repeat(1_001), 'an id of 1,001 characters'],
  ['two%20words', 'an id with a blank'],
  ['nul%00byte', 'an id with a NUL'],
  ['%ED%A0%80', 'a lone surrogate, percent-encoded'],
  ['%ZZ', 'a malformed percent-escape'],
  ['caf%C3%A9', 'an id with an accented letter'],
  ['-1', 'an id starting with a dash'],
];

/** Ids of the pattern that look like numbers: nothing to name in the path, the route goes on. */
const NUMBER_LIKE_IDS: Array<[string, string]> = [
  ['NaN', 'NaN'],
  ['1e308', '1e308'],
  ['9007199254740993', '2^53 + 1'],
];

/** Query parameters the platform's lists and searches read, given values none of them accepts. */
const BAD_QUERIES: Array<[string, string]> = [
  ['offset', '-1'],
  ['offset', '9007199254740993'],
  ['count', '1e308'],
  ['count', 'NaN'],
  ['count', '0x10'],
  ['after', 'not-a-cursor'],
  ['updated_since', 'yesterday'],
  ['locale', 'x'.repeat(200)],
  ['q', '%E0%A4%A'],
  ['q', '%00'],
  ['status', '%F0%9F%92%A9'],
  ['store_id', 'two%20words'],
  ['date', '2026-02-30'],
];

/** Values that are the wrong type, or extreme, for any field. */
const BAD_VALUES: Array<[unknown, string]> = [
  [[], 'an array'],
  [{}, 'an object'],
  ['text', 'a string'],
  [1e308, '1e308'],
  [-1, '-1'],
  [2 ** 53, '2^53'],
  ['NaN', "'NaN'"],
  [null, 'null'],
  [true, 'true'],
  ['x'.repeat(MAX_TEXT_LENGTH + 1), 'a string over the length limit'],
];

/** A body whose field is the last thing that could be at fault: nested deeper than the limit, etc. */
function deepJson(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe('hostile inputs on every route', () => {
  let t: TestPlatform;
  /** A value for each path parameter that names a thing that exists, where one is easy to make. */
  const existing: Record<string, string> = {
    store_id: 'probe-store',
    drawer_id: 'probe-drawer',
    shop: 'us',
    locale: 'en-US',
  };

  beforeAll(async () => {
    t = await startTestPlatform();
    // Things that exist, so that a route gets past its lookup to its checks of the body and query.
    await storeWithDrawers(t, existing.store_id as string, [existing.drawer_id as string]);
    const job = await t.call<{ import_id: string }>('POST', '/v0/d/import', {
      as: 'admin',
      body: {
        provider: 'erp',
        name: 'probe',
        source_uri: 'https://erp.invalid/a.zip',
        entities: ['products'],
      },
    });
    expect(job.status).toBe(201);
    existing.import_id = job.body.import_id;
  });
  afterAll(async () => t?.close());

  function pathWith(url: string, replace: Record<string, string> = {}): string {
    return url.replace(/:([A-Za-z_]+)/g, (_, name: string) => replace[name] ?? existing[name] ?? 'probe-1');
  }

  async function send(probe: Probe): Promise<{ status: number; body: unknown; text: string }> {
    const headers: Record<string, string> = { authorization: `Bearer ${await t.tokenFor('admin')}` };
    if (probe.contentType) headers['content-type'] = probe.contentType;
    const abort = new AbortController();
    const response = await fetch(`${t.url}${probe.path}`, {
      method: probe.method,
      headers,
      body: probe.body,
      signal: abort.signal,
    });
    // The events stream stays open when it is accepted: its head is the answer.
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      abort.abort();
      return { status: response.status, body: undefined, text: '' };
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body, text };
  }

  /** What is wrong with the answer to a probe, if anything. */
  function problemOf(probe: Probe, route: string, answer: { status: number; body: unknown; text: string }) {
    const where = `${probe.method} ${route} with ${probe.what}`;
    if (answer.status >= 500) return `${where}: ${answer.status} ${answer.text.slice(0, 300)}`;
    if (answer.status < 400) return undefined;
    if (route === '/v0/token') {
      return OAuthErrorSchema.safeParse(answer.body).success
        ? undefined
        : `${where}: ${answer.status} without the OAuth error body: ${answer.text.slice(0, 300)}`;
    }
    const parsed = ErrorBodySchema.strict().safeParse(answer.body);
    if (!parsed.success || Object.keys(answer.body as object).length !== 1) {
      return `${where}: ${answer.status} without the contract's error body: ${answer.text.slice(0, 300)}`;
    }
    const { message, details } = parsed.data.error;
    if (answer.status === 400 && probe.field) {
      const named =
        message.includes(probe.field) ||
        (details ?? []).some((detail) => detail.path !== '' || detail.message.includes(probe.field ?? ''));
      if (!named)
        return `${where}: 400 names no field (${probe.field} expected): ${answer.text.slice(0, 300)}`;
    }
    return undefined;
  }

  function probesFor(method: string, url: string, fields: string[]): Probe[] {
    const probes: Probe[] = [];
    const plain = pathWith(url);
    for (const name of url.match(/:([A-Za-z_]+)/g)?.map((param) => param.slice(1)) ?? []) {
      for (const [value, what] of BAD_IDS) {
        probes.push({
          method,
          path: pathWith(url, { [name]: value }),
          field: name,
          what: `${name}: ${what}`,
        });
      }
      for (const [value, what] of NUMBER_LIKE_IDS) {
        probes.push({ method, path: pathWith(url, { [name]: value }), what: `${name}: ${what}` });
      }
    }
    probes.push({ method, path: `${plain}?zzz_unknown=1`, what: 'an unknown query parameter' });
    probes.push({ method, path: `${plain}?%E0%A4%A=1`, what: 'a malformed percent-escape in a query name' });
    // Lists and searches read query parameters; a write reads its body (sent below).
    for (const [name, value] of method === 'GET' ? BAD_QUERIES : []) {
      probes.push({ method, path: `${plain}?${name}=${value}`, field: name, what: `?${name}=${value}` });
      probes.push({
        method,
        path: `${plain}?${name}=1&${name}=2`,
        field: name,
        what: `?${name} sent twice`,
      });
    }
    if (method === 'GET') return probes;

    const json = 'application/json';
    const body = (text: string, what: string, field?: string): Probe => ({
      method,
      path: plain,
      body: text,
      contentType: json,
      what,
      ...(field ? { field } : {}),
    });
    probes.push(body(deepJson(MAX_JSON_DEPTH + 1), 'JSON nested deeper than the limit'));
    probes.push(body(deepJson(100_000), 'JSON nested 100,000 levels'));
    probes.push(body(`{"a":"${'x'.repeat(MAX_TEXT_LENGTH + 1)}"}`, 'a string over the length limit'));
    probes.push(body(`{"${'k'.repeat(MAX_TEXT_LENGTH + 1)}":1}`, 'a key over the length limit'));
    probes.push(body('{"a":"nul\\u0000"}', 'a NUL character'));
    probes.push(body('{"a":"\\ud800"}', 'a lone surrogate'));
    probes.push(body('{"a":', 'JSON cut short'));
    probes.push(body('{"__proto__":{"admin":true}}', 'a __proto__ key'));
    for (const whole of ['[]', '"text"', '1e308', 'null', 'true', '-1', '[{}]']) {
      probes.push(body(whole, `the body ${whole}`));
    }
    for (const [contentType, text] of [
      ['text/plain', 'hello'],
      ['application/xml', '<a/>'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      ],
      ['application/json; charset=utf-16', '{}'],
      ['application/x-www-form-urlencoded', 'a=1&a=2&b=%ZZ'],
      ['', '{}'],
    ] as const) {
      probes.push({ method, path: plain, body: text, contentType, what: `Content-Type '${contentType}'` });
    }
    for (const field of fields) {
      for (const [value, what] of BAD_VALUES) {
        probes.push(body(JSON.stringify({ [field]: value }), `${field}: ${what}`, field));
      }
    }
    return probes;
  }

  /** Top-level fields a write route names when sent `{}` (its required fields), to spoil one at a time. */
  async function fieldsOf(method: string, url: string): Promise<string[]> {
    const answer = await send({
      method,
      path: pathWith(url),
      body: '{}',
      contentType: 'application/json',
      what: '{}',
    });
    const details = (answer.body as { error?: { details?: Array<{ path: string }> } } | undefined)?.error
      ?.details;
    return [
      ...new Set((details ?? []).map((detail) => detail.path.split('.')[0] ?? '').filter(Boolean)),
    ].slice(0, 8);
  }

  it('answers every route without a 5xx, in the contract error body naming the field at fault', async () => {
    const routes = t.platform.routes.filter((route) => route.method !== 'HEAD');
    // Every family of the platform is there: a new route is probed without anyone listing it.
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let sent = 0;
    for (const { method, url } of routes) {
      const fields = method === 'GET' ? [] : await fieldsOf(method, url);
      for (const probe of probesFor(method, url, fields)) {
        const problem = problemOf(probe, url, await send(probe));
        sent += 1;
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(2_000);
  }, 600_000);
});
