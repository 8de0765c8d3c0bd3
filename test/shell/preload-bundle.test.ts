// The preload as shipped: scripts/build-main.mjs bundles it to one CommonJS file that a sandboxed renderer
// can run (it may require `electron` and nothing else) and that carries the names of every call and event.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRIDGE_CALL_LIST, BRIDGE_EVENT_LIST } from '../../shared/bridge';

interface ExposedApi {
  [area: string]: unknown;
  on(event: string, handler: (payload: unknown) => void): () => void;
}

function loadBuiltPreload() {
  const build = spawnSync(process.execPath, ['scripts/build-main.mjs'], { encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  const source = readFileSync('dist/electron/preload.cjs', 'utf8');
  const invoked: string[] = [];
  const subscribed: string[] = [];
  const required: string[] = [];
  const exposed: Record<string, ExposedApi> = {};
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: ExposedApi) => (exposed[key] = value) },
    ipcRenderer: {
      invoke: async (channel: string) => invoked.push(channel),
      on: (channel: string) => subscribed.push(channel),
      removeListener: () => undefined,
    },
  };
  const module = { exports: {} };
  const fakeRequire = (name: string) => {
    required.push(name);
    if (name === 'electron') return electron;
    throw new Error(`a sandboxed preload cannot require '${name}'`);
  };
  new Function('require', 'module', 'exports', source)(fakeRequire, module, module.exports);
  return { source, exposed, invoked, subscribed, required };
}

describe('the built preload', () => {
  it('exposes one function per bridge call and every event, requiring only electron and no schema code', async () => {
    const { source, exposed, invoked, subscribed, required } = loadBuiltPreload();
    const pos = exposed.pos;
    if (!pos) throw new Error('window.pos was not exposed');
    for (const call of BRIDGE_CALL_LIST) {
      const send = (pos[call.area] as Record<string, (request?: unknown) => Promise<unknown>>)[call.verb];
      expect(typeof send, call.name).toBe('function');
      await send?.({});
    }
    expect(invoked).toEqual(BRIDGE_CALL_LIST.map((call) => call.channel));
    for (const event of BRIDGE_EVENT_LIST) pos.on(event.name, () => undefined);
    expect(subscribed).toEqual(BRIDGE_EVENT_LIST.map((event) => event.channel));
    expect(new Set(required)).toEqual(new Set(['electron']));
    // The main process parses every payload; the preload stays small and carries no validation library.
    expect(source).not.toMatch(/ZodError|zod/i);
  });
});
