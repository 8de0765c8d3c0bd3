// Pairing this workstation with one of the store's integrated drawers: which drawer is chosen, the serial
// scanned or typed, and pairing (a scan anywhere on the screen pairs too). A serial that is one of the store's
// drawers picks that drawer, whatever was chosen before.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { pairedDrawerIdOf } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useScanner, useToasts } from '../../ui';

export function useDrawerPairing() {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const t = useMessages();
  const { entries, status, pairing } = usePosStore(
    useShallow((state) => ({
      entries: state.cashDrawers,
      status: state.drawerStatus,
      pairing: state.drawerPairing,
    })),
  );
  const pairedId = pairedDrawerIdOf(status, entries);
  const [drawerId, setDrawerId] = useState(
    () =>
      entries.find((entry) => entry.drawer.drawerId !== pairedId)?.drawer.drawerId ??
      entries[0]?.drawer.drawerId ??
      '',
  );
  const [serial, setSerial] = useState('');
  const busy = pairing.status === 'pending';

  useEffect(() => {
    api.getState().clearCashErrors();
    if (api.getState().drawerDiscovery.status === 'idle') void api.getState().discoverCashDrawers();
  }, [api]);

  /**
   * A scanned or typed serial. When it is the serial of one of the store's drawers, that drawer is the one at
   * this counter: it is selected and paired, whatever was selected before.
   */
  async function pair(scanned: string) {
    const code = scanned.trim();
    if (!code || busy) return;
    const owner = entries.find(
      (entry) => entry.drawer.serial && serialKey(entry.drawer.serial) === serialKey(code),
    );
    const target = owner?.drawer.drawerId ?? drawerId;
    if (!target) return;
    if (owner) setDrawerId(target);
    setSerial(code);
    if (await pairWith(target, code)) setSerial('');
  }

  async function pairWith(target: string, code: string): Promise<boolean> {
    if (!(await api.getState().pairCashDrawer(target, code))) return false;
    const name = entries.find((entry) => entry.drawer.drawerId === target)?.drawer.name ?? target;
    toasts.show({
      tone: 'success',
      title: t('cash.pairing.paired', { name }),
      message: t('cash.pairing.serial', { serial: code }),
    });
    return true;
  }

  // A scan anywhere on the screen (focus not in a field) pairs the chosen drawer.
  useScanner((code) => void pair(code), { enabled: !busy });

  return {
    entries,
    status,
    paired: entries.find((entry) => entry.drawer.drawerId === pairedId),
    pairing,
    busy,
    drawerId,
    setDrawerId,
    serial,
    setSerial,
    pair,
    pairWith,
  };
}

export type DrawerPairingState = ReturnType<typeof useDrawerPairing>;

/** A serial as the drawer's label reads it: case, surrounding blanks and a scanner's AIM prefix (]C0) aside. */
function serialKey(serial: string): string {
  return serial
    .trim()
    .replace(/^\][A-Za-z][0-9]/, '')
    .toUpperCase();
}
