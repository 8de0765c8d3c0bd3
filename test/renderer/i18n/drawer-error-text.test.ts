// A drawer the store does not have, or a serial no drawer announced in time, travels as its code and its
// values: the screen words it in every language, US English word for word as the main process's English.
import { describe, expect, it } from 'vitest';
import type { StoreCashManagement } from '../../../shared/contract/cash-management';
import { findStoreDrawer } from '../../../electron/host/handlers/find-store-drawer';
import { DeviceNotFoundError } from '../../../electron/services/devices/mdns-discovery';
import { DrawerPairingError, withDrawerDevice } from '../../../electron/services/drawers/drawer-pairing';
import { errorWording } from '../support/translator';

const MANAGEMENT = {
  operation_mode: 'integrated',
  drawers: [{ drawer_id: 'front', name: 'Front' }],
} as unknown as StoreCashManagement;

function thrown(action: () => unknown): Error & { code: string; values?: Record<string, string | number> } {
  try {
    action();
  } catch (error) {
    return error as Error & { code: string; values?: Record<string, string | number> };
  }
  throw new Error('the drawer was accepted');
}

/** Each drawer refusal as the main process throws it. */
function drawerErrors() {
  return {
    notTheStores: thrown(() => findStoreDrawer(MANAGEMENT, 'safe')),
    pairingNotTheStores: thrown(() => withDrawerDevice(MANAGEMENT, 'safe', 'CD-3003')),
    notAnnounced: new DeviceNotFoundError('CD-9999', 1500),
    discoveryDown: new DeviceNotFoundError('CD-9999', 10_000, new Error('bind EADDRINUSE 0.0.0.0:5353')),
  };
}

describe('drawer refusals worded from their values', () => {
  it('US English says each word for word as the main process', () => {
    const t = errorWording('en-US');
    const errors = drawerErrors();
    expect(errors.pairingNotTheStores).toBeInstanceOf(DrawerPairingError);
    expect(errors.pairingNotTheStores.message).toBe(errors.notTheStores.message);
    expect(errors.discoveryDown.message).toBe(
      'No cash drawer with serial CD-9999 answered within 10 s. Device discovery is not working on this workstation (bind EADDRINUSE 0.0.0.0:5353).',
    );
    for (const [name, error] of Object.entries(errors)) {
      expect(t(error), name).toBe(error.message);
    }
  });

  it('French and Spanish say each in their words, with the drawer and serial', () => {
    const { notTheStores, notAnnounced, discoveryDown } = drawerErrors();
    const fr = errorWording('fr-CA');
    const es = errorWording('es-US');
    expect(fr(notTheStores)).toBe('Le magasin choisi n’a pas de tiroir-caisse safe.');
    expect(fr(notAnnounced)).toBe(
      'Aucun tiroir-caisse portant le numéro de série CD-9999 n’a répondu en 1,5 s. Vérifiez qu’il est allumé et sur le même réseau que ce poste.',
    );
    expect(es(discoveryDown)).toBe(
      'Ningún cajón de dinero con el número de serie CD-9999 respondió en 10 s. La detección de dispositivos no funciona en esta estación (bind EADDRINUSE 0.0.0.0:5353).',
    );
    for (const t of [fr, es]) {
      for (const [name, error] of Object.entries(drawerErrors())) {
        const text = t(error).replace(/\(bind [^)]*\)/, '');
        expect(text, name).not.toMatch(/\b(drawer|store|answered|check|network|discovery|selected)\b/i);
      }
    }
  });

  it('words the platform’s unknown_drawer, which comes without values, in every language', () => {
    const refused = { code: 'unknown_drawer', message: "Store 'yorkdale' has no drawer 'safe'." };
    expect(errorWording('fr-CA')(refused)).toBe('Ce tiroir-caisse n’appartient pas à ce magasin.');
    expect(errorWording('es-US')(refused)).toBe('Este cajón de dinero no es de esta tienda.');
  });
});
