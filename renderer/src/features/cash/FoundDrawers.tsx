// The cash drawers announcing themselves on the network where this workstation is: each with its serial,
// address and the store's drawer it is set up as; one press pairs with it.
import { useShallow } from 'zustand/react/shallow';
import type { DiscoveredDrawer } from '../../../../shared/bridge/views/cash';
import { useMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, NetworkSearchResults } from '../../ui';
import type { DrawerPairingState } from './use-drawer-pairing';

export function FoundDrawers({ pairing }: { pairing: DrawerPairingState }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { discovered, discovery } = usePosStore(
    useShallow((state) => ({ discovered: state.discoveredDrawers, discovery: state.drawerDiscovery })),
  );
  const { entries, drawerId } = pairing;
  return (
    <div className="drawer-pairing__found">
      <div className="drawer-pairing__found-head">
        <h3>{t('cash.pairing.found')}</h3>
        <Button
          size="small"
          icon="sync"
          busy={discovery.status === 'pending'}
          onClick={() => void api.getState().discoverCashDrawers()}
        >
          {t('cash.pairing.lookAgain')}
        </Button>
      </div>
      <NetworkSearchResults
        search={discovery}
        found={discovered.length}
        looking={t('cash.pairing.lookingAll')}
        empty={{
          icon: 'online',
          title: t('cash.pairing.noneFound'),
          message: t('cash.pairing.noneFound.message'),
        }}
      >
        <ul className="found-drawers">
          {discovered.map((found) => {
            const owner = entries.find(
              (entry) => found.serial && entry.drawer.serial?.toUpperCase() === found.serial.toUpperCase(),
            );
            return (
              <FoundDrawerItem
                key={`${found.host}:${found.port}`}
                found={found}
                owner={owner}
                busy={pairing.busy}
                onPair={() => {
                  if (owner) pairing.setDrawerId(owner.drawer.drawerId);
                  const target = owner?.drawer.drawerId ?? drawerId;
                  if (found.serial && target) void pairing.pairWith(target, found.serial);
                }}
              />
            );
          })}
        </ul>
      </NetworkSearchResults>
    </div>
  );
}

/** One drawer found: its name, serial, address and the store's drawer it is; Pair for one with a serial. */
function FoundDrawerItem({
  found,
  owner,
  busy,
  onPair,
}: {
  found: DiscoveredDrawer;
  owner: CashDrawerEntry | undefined;
  busy: boolean;
  onPair: () => void;
}) {
  const t = useMessages();
  return (
    <li className="found-drawers__item">
      <span>
        <strong>{found.name}</strong>
        <span className="cash-muted">
          {' '}
          {[
            found.serial
              ? t('cash.pairing.foundSerial', { serial: found.serial })
              : t('cash.pairing.foundNoSerial'),
            `${found.host}:${found.port}`,
            ...(owner ? [t('cash.pairing.setUpAs', { name: owner.drawer.name })] : []),
          ].join(' · ')}
        </span>
      </span>
      {found.serial ? (
        <Button size="small" disabled={busy} onClick={onPair}>
          {t('cash.pairing.pairThis')}
        </Button>
      ) : null}
    </li>
  );
}
