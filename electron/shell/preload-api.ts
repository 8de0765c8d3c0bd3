// Builds what the preload exposes as `window.pos`: one named function per bridge call and `on(event,
// handler)`. The renderer never gets ipcRenderer, an IPC event object, or a way to name a channel itself.
// Pure (the IPC functions are passed in), so it is tested without Electron.
import { BRIDGE_CALL_LIST, findBridgeEvent } from '../../shared/bridge';
import type { BridgeResult } from '../../shared/bridge/bridge-result';
import type { PreloadApi } from '../../shared/bridge/types';

export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function buildPreloadApi(ipc: RendererIpc): PreloadApi {
  const api: Record<string, Record<string, unknown> | unknown> = {};
  for (const call of BRIDGE_CALL_LIST) {
    const area = (api[call.area] ??= {}) as Record<string, unknown>;
    const channel = call.channel;
    area[call.verb] = (request?: unknown) => ipc.invoke(channel, request) as Promise<BridgeResult<unknown>>;
  }
  api.on = (event: string, handler: (payload: unknown) => void): (() => void) => {
    const definition = typeof event === 'string' ? findBridgeEvent(event) : undefined;
    if (!definition) throw new TypeError(`There is no bridge event named ${JSON.stringify(event)}.`);
    if (typeof handler !== 'function') throw new TypeError(`The handler of ${event} must be a function.`);
    // The IPC event object (with its sender) stays here: the renderer gets the payload only.
    const listener = (_event: unknown, payload: unknown) => handler(payload);
    ipc.on(definition.channel, listener);
    return () => {
      ipc.removeListener(definition.channel, listener);
    };
  };
  return api as PreloadApi;
}
