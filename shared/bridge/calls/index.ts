// Every bridge call, by area. Adding a call here makes TypeScript demand its handler in electron/host,
// its function in the preload and in renderer/src/bridge.ts — nothing else needs to be touched.
import { cashCalls } from './cash';
import { catalogCalls } from './catalog';
import { pickupCalls } from './pickup';
import { printingCalls } from './printing';
import { returnsCalls } from './returns';
import { saleCalls } from './sale';
import { sessionCalls } from './session';
import { setupCalls } from './setup';
import { syncCalls } from './sync';

export const bridgeCalls = {
  session: sessionCalls,
  catalog: catalogCalls,
  pickup: pickupCalls,
  sale: saleCalls,
  returns: returnsCalls,
  cash: cashCalls,
  printing: printingCalls,
  sync: syncCalls,
  setup: setupCalls,
};
