// The names and channels of every call and event, without their schemas. The preload needs only these,
// so the build hands it this manifest instead of bundling zod and every schema into a sandboxed preload.
import { BRIDGE_CALL_LIST, BRIDGE_EVENT_LIST } from './index';

export interface BridgeManifest {
  calls: ReadonlyArray<{ area: string; verb: string; channel: string }>;
  events: ReadonlyArray<{ name: string; channel: string }>;
}

export function bridgeManifest(): BridgeManifest {
  return {
    calls: BRIDGE_CALL_LIST.map(({ area, verb, channel }) => ({ area, verb, channel })),
    events: BRIDGE_EVENT_LIST.map(({ name, channel }) => ({ name, channel })),
  };
}
