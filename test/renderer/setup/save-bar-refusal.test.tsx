// @vitest-environment jsdom
// A Setup save refused as a whole, on the renderer's real bridge to a real host and the demo tenant: the line
// above the save button says why in the session's language (by the refusal's code and values), not in the
// platform's or the main process's English.
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../../shared/contract/store';
import { SaveBar } from '../../../renderer/src/features/setup/SetupControls';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { createPosStore, PosStoreProvider, type PosStore } from '../../../renderer/src/store/pos-store';
import type { ActionStatus } from '../../../renderer/src/store/slice';
import { LocaleProvider } from '../../../renderer/src/ui';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

let fixture: BridgeFixture;

beforeAll(async () => {
  fixture = await startBridgeFixture();
}, 60_000);
afterEach(() => cleanup());
afterAll(async () => fixture?.close());

/** A workstation where `username` signed in with their password (whoever the test before left there). */
async function signedIn(username: string): Promise<PosStore> {
  const pos = createPosStore(fixture.bridge());
  await pos.getState().signOut();
  if (!(await pos.getState().signIn(username, username))) throw new Error(`${username} could not sign in`);
  return pos;
}

/** The save bar's refusal line, as the store's save left it, in a language. */
function refusalLine(pos: PosStore, status: ActionStatus, locale: string): string {
  render(
    <PosStoreProvider store={pos}>
      <LocaleProvider locale={locale} timeZone="America/Toronto">
        <I18nProvider locale={locale}>
          <SaveBar status={status} label="Save" onSave={() => undefined} />
        </I18nProvider>
      </LocaleProvider>
    </PosStoreProvider>,
  );
  const line = screen.getByRole('alert').querySelector('strong')?.textContent ?? '';
  cleanup();
  return line;
}

describe('a Setup save refused as a whole', () => {
  it('a new store whose id is taken: the platform’s refusal with the id, in each language', async () => {
    const admin = await signedIn('admin');
    await admin.getState().loadSetupStores();
    const taken = admin.getState().setupStores.find((store) => store.store_id === 'ca-tor-yorkdale');
    expect(taken).toBeDefined();
    const { store_id, shop, label, active_status, physical_address, timezone, business_hours } =
      taken as Store;
    const create = { store_id, shop, label, active_status, physical_address, timezone, business_hours };
    expect(await admin.getState().saveStore({ create })).toBeNull();
    const status = admin.getState().setupSaves.store;
    expect(status.error?.code).toBe('store_exists');

    expect(refusalLine(admin, status, 'en-US')).toBe(
      "A store with store_id 'ca-tor-yorkdale' already exists.",
    );
    expect(refusalLine(admin, status, 'fr-CA')).toBe(
      'Un magasin avec l’identifiant « ca-tor-yorkdale » existe déjà.',
    );
    expect(refusalLine(admin, status, 'es-US')).toBe(
      'Ya existe una tienda con el identificador “ca-tor-yorkdale”.',
    );
  });

  it('a change the signed-in role may not make: the main process’s refusal, in each language', async () => {
    const manager = await signedIn('manager');
    const changed = await manager.getState().saveStore({ storeId: 'us-nyc-soho', patch: { label: 'SoHo' } });
    expect(changed).toBeNull();
    const status = manager.getState().setupSaves.store;
    expect(status.error?.code).toBe('forbidden');

    expect(refusalLine(manager, status, 'en-US')).toBe(status.error?.message);
    expect(refusalLine(manager, status, 'fr-CA')).toBe('Vous n’êtes pas autorisé à faire ceci.');
    expect(refusalLine(manager, status, 'es-US')).toBe('No tiene permiso para hacer esto.');
  });
});
