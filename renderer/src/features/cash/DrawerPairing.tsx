// Pairing this workstation with an integrated drawer: the manager picks which of the store's drawers this is
// and scans the barcode on it (a keyboard-wedge scanner types the serial and Enter — anywhere on the panel, or
// into the serial field). The app looks for that serial among the drawers announcing themselves on the network
// and checks it answers from here. The drawers found on the network are listed to pair with one press.
import { useEffect, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { pairedDrawerIdOf } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  NetworkSearchResults,
  Panel,
  RelativeTime,
  Select,
  Spinner,
  StatusBadge,
  TextField,
  useScanner,
  useToasts,
} from '../../ui';
import { deviceLine } from './DrawerOverview';

export function DrawerPairing() {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const { entries, status, discovered, discovery, pairing } = usePosStore(
    useShallow((state) => ({
      entries: state.cashDrawers,
      status: state.drawerStatus,
      discovered: state.discoveredDrawers,
      discovery: state.drawerDiscovery,
      pairing: state.drawerPairing,
    })),
  );
  const pairedId = pairedDrawerIdOf(status, entries);
  const paired = entries.find((entry) => entry.drawer.drawerId === pairedId);
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
      title: `${name} is paired with this workstation`,
      message: `Serial ${code}`,
    });
    return true;
  }

  // A scan anywhere on the screen (focus not in a field) pairs the chosen drawer.
  useScanner((code) => void pair(code), { enabled: !busy });

  function submit(event: FormEvent) {
    event.preventDefault();
    void pair(serial);
  }

  const line = deviceLine('integrated', paired ? status : null);
  return (
    <Panel title="This workstation’s drawer" className="drawer-pairing">
      <div className="drawer-pairing__current">
        {paired && status?.paired ? (
          <>
            <div>
              <strong>{paired.drawer.name}</strong> <code className="serial">{status.paired.serial}</code>
              <div className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</div>
              {status.problem ? <div className="drawer-pairing__problem">{status.problem}</div> : null}
              {status.checkedAt ? (
                <div className="cash-muted">
                  Checked <RelativeTime value={status.checkedAt} /> · {status.paired.host}:
                  {status.paired.port}
                </div>
              ) : null}
            </div>
            <div className="drawer-pairing__current-actions">
              <Button size="small" onClick={() => void api.getState().checkDrawerStatus()}>
                Check drawer
              </Button>
              <Button
                size="small"
                variant="ghost"
                busy={busy}
                onClick={() => void api.getState().unpairCashDrawer()}
              >
                Unpair
              </Button>
            </div>
          </>
        ) : (
          <p>
            <StatusBadge tone="warning">Not paired</StatusBadge> This workstation opens no drawer by itself
            yet: pair it with the drawer at this counter.
          </p>
        )}
      </div>

      <form className="drawer-pairing__form" onSubmit={submit} noValidate>
        <Select
          label="Drawer at this counter"
          value={drawerId}
          options={entries.map((entry) => ({
            value: entry.drawer.drawerId,
            label: entry.drawer.serial ? `${entry.drawer.name} (${entry.drawer.serial})` : entry.drawer.name,
          }))}
          onValueChange={setDrawerId}
        />
        <TextField
          label="Serial on the drawer"
          value={serial}
          onValueChange={setSerial}
          hint="Scan the barcode on the drawer, or type its serial and press Enter."
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!serial.trim()}>
          Pair drawer
        </Button>
      </form>
      {busy ? (
        <p className="drawer-pairing__looking" role="status">
          <Spinner size={16} label="" /> Looking for drawer {serial} on the network…
        </p>
      ) : null}
      {pairing.status === 'failed' && pairing.error ? (
        <Banner tone="danger" title="The drawer was not paired">
          {pairing.error.message}
        </Banner>
      ) : null}

      <div className="drawer-pairing__found">
        <div className="drawer-pairing__found-head">
          <h3>Drawers found on this network</h3>
          <Button
            size="small"
            icon="sync"
            busy={discovery.status === 'pending'}
            onClick={() => void api.getState().discoverCashDrawers()}
          >
            Look again
          </Button>
        </div>
        <NetworkSearchResults
          search={discovery}
          found={discovered.length}
          looking="Looking for drawers…"
          empty={{
            icon: 'online',
            title: 'No drawers found on this network',
            message:
              'A drawer must be switched on and on the same WiFi network as this workstation to be found.',
          }}
        >
          <ul className="found-drawers">
            {discovered.map((found) => {
              const owner = entries.find(
                (entry) => found.serial && entry.drawer.serial?.toUpperCase() === found.serial.toUpperCase(),
              );
              return (
                <li key={`${found.host}:${found.port}`} className="found-drawers__item">
                  <span>
                    <strong>{found.name}</strong>
                    <span className="cash-muted">
                      {' '}
                      {found.serial ? `serial ${found.serial}` : 'no serial announced'} · {found.host}:
                      {found.port}
                      {owner ? ` · set up as ${owner.drawer.name}` : ''}
                    </span>
                  </span>
                  {found.serial ? (
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        if (owner) setDrawerId(owner.drawer.drawerId);
                        const target = owner?.drawer.drawerId ?? drawerId;
                        if (found.serial && target) void pairWith(target, found.serial);
                      }}
                    >
                      Pair this drawer
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </NetworkSearchResults>
      </div>
    </Panel>
  );
}

/** A serial as the drawer's label reads it: case, surrounding blanks and a scanner's AIM prefix (]C0) aside. */
function serialKey(serial: string): string {
  return serial
    .trim()
    .replace(/^\][A-Za-z][0-9]/, '')
    .toUpperCase();
}
