// A sale workstation working in a New York store (shop `us`, USD), synced, about to be moved to another
// store: the platform's answers pass through `gate`, so a test can hold the next sync where it wants.
import { expect } from 'vitest';
import { createPosStore, type PosStore } from '../../../../renderer/src/store/pos-store';
import type { RequestGate } from '../../../host/support/request-gate';
import { startSaleWorkstation, type SaleWorkstation } from './sale-workstation';

/** The stores listing a sync starts with: held, the sync waits before it touches the catalog. */
export const STORES_LISTING = /^\/v0\/d\/stores(\?|$)/;

export async function startNewYorkWorkstation(
  gate: RequestGate,
): Promise<{ workstation: SaleWorkstation; store: PosStore }> {
  // Only the syncs that choosing a store starts and the test asks for.
  const workstation = await startSaleWorkstation({ gate, sync: { followEvents: false } });
  const store = createPosStore(workstation.bridge());
  await store.getState().loadSession();
  expect(await store.getState().signIn('associate', 'associate')).toBe(true);
  expect(await store.getState().selectStore('us-nyc-williamsburg')).toBe(true);
  expect(await store.getState().syncNow()).toBe(true);
  return { workstation, store };
}
