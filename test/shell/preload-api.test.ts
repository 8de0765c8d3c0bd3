// What the preload exposes to the page: one function per call, on(), and nothing that reaches IPC freely.
import { describe, expect, it } from 'vitest';
import { buildPreloadApi, type RendererIpc } from '../../electron/shell/preload-api';
import { BRIDGE_CALL_LIST } from '../../shared/bridge';
import { bridgeManifest } from '../../shared/bridge/manifest';

function recordingIpc() {
  const invoked: Array<{ channel: string; args: unknown[] }> = [];
  const listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  const ipc: RendererIpc = {
    invoke: async (channel, ...args) => {
      invoked.push({ channel, args });
      return { ok: true, value: null };
    },
    on: (channel, listener) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(listener);
    },
    removeListener: (channel, listener) => listeners.get(channel)?.delete(listener),
  };
  const emit = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? [])
      listener({ sender: 'the IPC event object' }, payload);
  };
  return { ipc, invoked, listeners, emit };
}

describe('window.pos', () => {
  it('offers one function per bridge call, each sending exactly its request on its own channel', async () => {
    const { ipc, invoked } = recordingIpc();
    const api = buildPreloadApi(ipc, bridgeManifest()) as unknown as Record<
      string,
      Record<string, (request?: unknown) => Promise<unknown>>
    >;
    for (const call of BRIDGE_CALL_LIST) {
      expect(typeof api[call.area]?.[call.verb], call.name).toBe('function');
    }
    await api.session?.signIn?.({ username: 'associate', password: 'associate' });
    expect(invoked).toEqual([
      { channel: 'pos:session:signIn', args: [{ username: 'associate', password: 'associate' }] },
    ]);
  });

  it('exposes no IPC object and no way to name a channel', () => {
    const { ipc } = recordingIpc();
    const api = buildPreloadApi(ipc, bridgeManifest()) as unknown as Record<string, unknown>;
    const keys = Object.keys(api);
    expect(keys).toContain('on');
    for (const value of Object.values(api)) expect(value).not.toBe(ipc);
    expect(keys.filter((key) => /ipc|send|invoke|channel/i.test(key))).toEqual([]);
  });

  it('on() delivers the payload only, refuses unknown events, and unsubscribes', () => {
    const { ipc, emit, listeners } = recordingIpc();
    const api = buildPreloadApi(ipc, bridgeManifest());
    const received: unknown[][] = [];
    const unsubscribe = api.on('onSessionChanged', (...args: unknown[]) => received.push(args));
    emit('pos:event:onSessionChanged', { user: null });
    expect(received).toEqual([[{ user: null }]]);

    unsubscribe();
    emit('pos:event:onSessionChanged', { user: null });
    expect(received).toHaveLength(1);
    expect(listeners.get('pos:event:onSessionChanged')?.size).toBe(0);

    expect(() => api.on('pos:session:signIn', () => undefined)).toThrow(/no bridge event named/);
    expect(() => api.on('onSessionChanged', 'alert(1)' as never)).toThrow(/must be a function/);
  });
});
