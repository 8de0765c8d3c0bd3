// Pairing this workstation with an integrated drawer: the manager picks which of the store's drawers this is
// and scans the barcode on it (a keyboard-wedge scanner types the serial and Enter — anywhere on the panel, or
// into the serial field). The app looks for that serial among the drawers announcing themselves on the network
// and checks it answers from here. The drawers found on the network are listed to pair with one press.
import { useEffect, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { pairedDrawerIdOf } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
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
import { deviceLine } from './drawer-badges';

export function DrawerPairing() {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const t = useMessages();
  const rich = useRichMessages();
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
      title: t('cash.pairing.paired', { name }),
      message: t('cash.pairing.serial', { serial: code }),
    });
    return true;
  }

  // A scan anywhere on the screen (focus not in a field) pairs the chosen drawer.
  useScanner((code) => void pair(code), { enabled: !busy });

  function submit(event: FormEvent) {
    event.preventDefault();
    void pair(serial);
  }

  const line = deviceLine('integrated', paired ? status : null, t);
  return (
    <Panel title={t('cash.pairing.title')} className="drawer-pairing">
      <div className="drawer-pairing__current">
        {paired && status?.paired ? (
          <>
            <div>
              <strong>{paired.drawer.name}</strong> <code className="serial">{status.paired.serial}</code>
              <div className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</div>
              {status.problem ? <div className="drawer-pairing__problem">{status.problem}</div> : null}
              {status.checkedAt ? (
                <div className="cash-muted">
                  {rich('cash.pairing.checked', {
                    when: <RelativeTime value={status.checkedAt} />,
                    host: status.paired.host,
                    port: String(status.paired.port),
                  })}
                </div>
              ) : null}
            </div>
            <div className="drawer-pairing__current-actions">
              <Button size="small" onClick={() => void api.getState().checkDrawerStatus()}>
                {t('cash.pairing.check')}
              </Button>
              <Button
                size="small"
                variant="ghost"
                busy={busy}
                onClick={() => void api.getState().unpairCashDrawer()}
              >
                {t('cash.pairing.unpair')}
              </Button>
            </div>
          </>
        ) : (
          <p>
            <StatusBadge tone="warning">{t('cash.pairing.notPaired')}</StatusBadge>{' '}
            {t('cash.pairing.notPaired.message')}
          </p>
        )}
      </div>

      <form className="drawer-pairing__form" onSubmit={submit} noValidate>
        <Select
          label={t('cash.pairing.drawer')}
          value={drawerId}
          options={entries.map((entry) => ({
            value: entry.drawer.drawerId,
            label: entry.drawer.serial ? `${entry.drawer.name} (${entry.drawer.serial})` : entry.drawer.name,
          }))}
          onValueChange={setDrawerId}
        />
        <TextField
          label={t('cash.pairing.serialField')}
          value={serial}
          onValueChange={setSerial}
          hint={t('cash.pairing.serialField.hint')}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" variant="primary" busy={busy} disabled={!serial.trim()}>
          {t('cash.pairing.pair')}
        </Button>
      </form>
      {busy ? (
        <p className="drawer-pairing__looking" role="status">
          <Spinner size={16} label="" /> {t('cash.pairing.looking', { serial })}
        </p>
      ) : null}
      {pairing.status === 'failed' && pairing.error ? (
        <Banner tone="danger" title={t('cash.pairing.failed')}>
          {errorMessage(pairing.error)}
        </Banner>
      ) : null}

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
                <li key={`${found.host}:${found.port}`} className="found-drawers__item">
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
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        if (owner) setDrawerId(owner.drawer.drawerId);
                        const target = owner?.drawer.drawerId ?? drawerId;
                        if (found.serial && target) void pairWith(target, found.serial);
                      }}
                    >
                      {t('cash.pairing.pairThis')}
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
