// Builds what the preload exposes as `window.pos`: one named function per bridge call and `on(event,
// handler)`. The renderer never gets ipcRenderer, an IPC event object, or a way to name a channel itself.
// Pure (the IPC functions and the manifest of names are passed in), so it is tested without Electron; it
// imports types only, so the bundled preload carries no schema code (the main process parses everything).
import type { BridgeResult } from '../../shared/bridge/bridge-result';
import type { BridgeManifest } from '../../shared/bridge/manifest';
import type { PreloadApi } from '../../shared/bridge/types';

export interface RendererIpc {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function buildPreloadApi(ipc: RendererIpc, manifest: BridgeManifest): PreloadApi {
  const api: Record<string, Record<string, unknown> | unknown> = {};
  for (const call of manifest.calls) {
    const area = (api[call.area] ??= {}) as Record<string, unknown>;
    const channel = call.channel;
    area[call.verb] = (request?: unknown) => ipc.invoke(channel, request) as Promise<BridgeResult<unknown>>;
  }
  const eventChannels = new Map(manifest.events.map((event) => [event.name, event.channel]));
  api.on = (event: string, handler: (payload: unknown) => void): (() => void) => {
    const channel = typeof event === 'string' ? eventChannels.get(event) : undefined;
    if (!channel) throw new TypeError(`There is no bridge event named ${JSON.stringify(event)}.`);
    if (typeof handler !== 'function') throw new TypeError(`The handler of ${event} must be a function.`);
    // The IPC event object (with its sender) stays here: the renderer gets the payload only.
    const listener = (_event: unknown, payload: unknown) => handler(payload);
    ipc.on(channel, listener);
    return () => {
      ipc.removeListener(channel, listener);
    };
  };
  return api as PreloadApi;
}
