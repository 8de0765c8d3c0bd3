// The cash drawer at the counter, for every role — how associates (who have no Cash Management menu) reach the
// drawer transactions they may record: open the day (count the float), no sale, petty cash in and out. The
// sale screen shows <CounterCashButton/> (F6). The figures are blind unless the business exposes the expected
// amount; float changes, cash pulls, audits and the close stay in Cash Management (managers).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import type { StoreCashSettings } from '../../../../shared/bridge/views/cash';
import { pairedDrawerIdOf, type CashDrawerEntry } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import type { ActionStatus } from '../../store/slice';
import {
  Banner,
  Button,
  Dialog,
  errorMessage,
  EmptyState,
  LoadingBlock,
  useShortcut,
  type Tone,
} from '../../ui';
import { CashMovementDialog } from './CashMovementDialog';
import { ASSOCIATE_MOVEMENT_TYPES, type MovementType } from './cash-labels';
import { CountDialog } from './CountDialog';
import { CounterDrawer } from './CounterDrawer';
import { DrawerOutcomeNotice } from './DrawerOutcomeNotice';
import { deviceLine } from './drawer-badges';
import { useCash } from './use-cash';
import './cash.css';

/** The "Drawer" button (F6) and everything behind it; the screen's own keys wait while its dialog is open. */
export function CounterCashButton() {
  const [open, setOpen] = useState(false);
  const t = useMessages();
  useShortcut('F6', () => setOpen(true));
  return (
    <>
      <Button icon="cash" shortcut="F6" onClick={() => setOpen(true)}>
        {t('cash.counter.button')}
      </Button>
      {open ? <CounterCash onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type View = { kind: 'menu' } | { kind: 'open_day' } | { kind: 'movement'; type: MovementType };

/** One dialog at a time: the menu, then the count or the transaction chosen from it (then back to the menu). */
export function CounterCash({ onClose }: { onClose(): void }) {
  useCash();
  const api = usePosStoreApi();
  const t = useMessages();
  const { settings, load, entries, status, canManage } = usePosStore(
    useShallow((state) => ({
      settings: state.cashSettings,
      load: state.cashLoad,
      entries: state.cashDrawers,
      status: state.drawerStatus,
      canManage: state.session?.user?.permissions.manageCash ?? false,
    })),
  );
  const [view, setView] = useState<View>({ kind: 'menu' });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pairedId = pairedDrawerIdOf(status, entries);
  const entry =
    entries.find((candidate) => candidate.drawer.drawerId === chosenId) ??
    entries.find((candidate) => candidate.drawer.drawerId === pairedId) ??
    entries.find((candidate) => candidate.summary.state === 'open') ??
    entries[0];
  const mode = settings?.operationMode ?? 'none';

  if (entry && view.kind === 'open_day') {
    return (
      <CountDialog
        entry={entry}
        type="daily_open"
        opensByApp={mode === 'integrated' && entry.drawer.drawerId === pairedId}
        onClose={() => setView({ kind: 'menu' })}
      />
    );
  }
  if (entry && view.kind === 'movement') {
    return (
      <CashMovementDialog
        entry={entry}
        types={ASSOCIATE_MOVEMENT_TYPES}
        initialType={view.type}
        onClose={() => setView({ kind: 'menu' })}
      />
    );
  }

  return (
    <Dialog
      open
      wide
      title={t('cash.counter.title')}
      onClose={onClose}
      footer={
        <CounterCashFooter
          canManage={canManage}
          onGoToCash={() => {
            api.getState().navigate('cash');
            onClose();
          }}
          onClose={onClose}
        />
      }
    >
      <div className="counter-cash">
        <DrawerOutcomeNotice />
        <CounterCashBody
          settings={settings}
          load={load}
          entry={entry}
          entries={entries}
          line={entry ? deviceLine(mode, entry.drawer.drawerId === pairedId ? status : null, t) : null}
          onChoose={setChosenId}
          onOpenDay={() => setView({ kind: 'open_day' })}
          onMovement={(type) => setView({ kind: 'movement', type })}
        />
      </div>
    </Dialog>
  );
}

/** What the dialog shows: loading or why not, cash management off, no drawer here, or the counter's drawer. */
function CounterCashBody({
  settings,
  load,
  entry,
  entries,
  line,
  onChoose,
  onOpenDay,
  onMovement,
}: {
  settings: StoreCashSettings | null;
  load: ActionStatus;
  entry: CashDrawerEntry | undefined;
  entries: readonly CashDrawerEntry[];
  line: { tone: Tone; text: string } | null;
  onChoose(drawerId: string): void;
  onOpenDay(): void;
  onMovement(type: MovementType): void;
}) {
  const t = useMessages();
  if (!settings) {
    return load.status === 'failed' && load.error ? (
      <Banner tone="danger" title={t('cash.counter.loadFailed')}>
        {errorMessage(load.error)}
      </Banner>
    ) : (
      <LoadingBlock label={t('cash.loading')} />
    );
  }
  if (!settings.capabilityEnabled) {
    return <EmptyState icon="cash" title={t('cash.off')} message={t('cash.off.message')} />;
  }
  if ((settings.operationMode ?? 'none') === 'none' || !entry || !line) {
    return <EmptyState icon="cash" title={t('cash.counter.none')} message={t('cash.counter.none.message')} />;
  }
  return (
    <CounterDrawer
      entry={entry}
      entries={entries}
      line={line}
      onChoose={onChoose}
      onOpenDay={onOpenDay}
      onMovement={onMovement}
    />
  );
}

/** "Go to Cash Management" for managers, and Done. */
function CounterCashFooter(props: { canManage: boolean; onGoToCash(): void; onClose(): void }) {
  const t = useMessages();
  return (
    <>
      {props.canManage ? (
        <Button variant="ghost" onClick={props.onGoToCash}>
          {t('cash.counter.goToCash')}
        </Button>
      ) : null}
      <Button variant="primary" onClick={props.onClose}>
        {t('cash.done')}
      </Button>
    </>
  );
}
