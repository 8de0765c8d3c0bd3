// Pairing this workstation with an integrated drawer: the manager picks which of the store's drawers this is
// and scans the barcode on it (a keyboard-wedge scanner types the serial and Enter — anywhere on the panel, or
// into the serial field). The app looks for that serial among the drawers announcing themselves on the network
// and checks it answers from here. The drawers found on the network are listed to pair with one press.
import type { FormEvent } from 'react';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStoreApi } from '../../store/pos-store';
import { drawerProblemText } from './drawer-problem-text';
import {
  errorMessage,
  Banner,
  Button,
  Panel,
  RelativeTime,
  Select,
  Spinner,
  StatusBadge,
  TextField,
} from '../../ui';
import { deviceLine } from './drawer-badges';
import { FoundDrawers } from './FoundDrawers';
import { useDrawerPairing, type DrawerPairingState } from './use-drawer-pairing';

export function DrawerPairing() {
  const t = useMessages();
  const pairing = useDrawerPairing();
  const { entries, busy, serial } = pairing;

  function submit(event: FormEvent) {
    event.preventDefault();
    void pairing.pair(serial);
  }

  return (
    <Panel title={t('cash.pairing.title')} className="drawer-pairing">
      <CurrentPairing pairing={pairing} />

      <form className="drawer-pairing__form" onSubmit={submit} noValidate>
        <Select
          label={t('cash.pairing.drawer')}
          value={pairing.drawerId}
          options={entries.map((entry) => ({
            value: entry.drawer.drawerId,
            label: entry.drawer.serial ? `${entry.drawer.name} (${entry.drawer.serial})` : entry.drawer.name,
          }))}
          onValueChange={pairing.setDrawerId}
        />
        <TextField
          label={t('cash.pairing.serialField')}
          value={serial}
          onValueChange={pairing.setSerial}
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
      {pairing.pairing.status === 'failed' && pairing.pairing.error ? (
        <Banner tone="danger" title={t('cash.pairing.failed')}>
          {errorMessage(pairing.pairing.error)}
        </Banner>
      ) : null}

      <FoundDrawers pairing={pairing} />
    </Panel>
  );
}

/** The drawer paired here (name, serial, how it answers, when it was asked) with Check and Unpair; or none. */
function CurrentPairing({ pairing }: { pairing: DrawerPairingState }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const { paired, status, busy } = pairing;
  const line = deviceLine('integrated', paired ? status : null, t);
  return (
    <div className="drawer-pairing__current">
      {paired && status?.paired ? (
        <>
          <div>
            <strong>{paired.drawer.name}</strong> <code className="serial">{status.paired.serial}</code>
            <div className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</div>
            {status.problem ? (
              <div className="drawer-pairing__problem">{drawerProblemText(status.problem, t)}</div>
            ) : null}
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
  );
}
