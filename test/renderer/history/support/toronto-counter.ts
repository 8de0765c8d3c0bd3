// The counter of Toronto Eaton Centre where returns are tested: an associate signed in on a new store of the
// workstation's bridge, synced, with the drawer's day opened (the cash spec opens it on screen) and the
// sale context (drawers, cash rounding) loaded.
import { randomUUID } from 'node:crypto';
import { createPosStore, type PosStore } from '../../../../renderer/src/store/pos-store';
import type { SaleWorkstation } from '../../sale/support/sale-workstation';

export const TORONTO_DRAWER = 'ca-tor-eaton-1';

/** The associate at the counter (see below), then the day of its drawer opened. */
export async function openTorontoCounter(workstation: SaleWorkstation): Promise<PosStore> {
  const store = await signInAtTorontoCounter(workstation);
  await openTorontoDrawerDay(workstation);
  // The sale context again, now that the drawer is open.
  await store.getState().loadSaleContext();
  return store;
}

/**
 * The day of the counter's drawer opened with a 250 CAD float by the signed-in associate (once per
 * workstation: a second opening of an open drawer is refused).
 */
export async function openTorontoDrawerDay(workstation: SaleWorkstation): Promise<void> {
  await workstation.bridge().cash.recordTransaction({
    transactionId: randomUUID(),
    drawerId: TORONTO_DRAWER,
    type: 'daily_open',
    amount: { minor: 25000, currency: 'CAD' },
  });
}

/** A new store of the workstation's bridge, the associate signed in at Toronto, synced, ready to sell. */
export async function signInAtTorontoCounter(workstation: SaleWorkstation): Promise<PosStore> {
  const store = createPosStore(workstation.bridge());
  await store.getState().loadSession();
  if (!(await store.getState().signIn('associate', 'associate'))) {
    throw new Error(`The associate could not sign in: ${store.getState().signInStatus.error?.message}`);
  }
  if (!(await store.getState().selectStore('ca-tor-eaton'))) {
    throw new Error(`Toronto could not be chosen: ${store.getState().storeSelection.error?.message}`);
  }
  if (!(await store.getState().syncNow())) {
    throw new Error(`The first sync failed: ${store.getState().syncRun.error?.message}`);
  }
  await store.getState().loadSaleContext();
  return store;
}
