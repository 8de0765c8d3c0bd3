// The cash drawer at the counter, for every role — how associates (who have no Cash Management menu) reach the
// drawer transactions they may record: open the day (count the float), no sale, petty cash in and out. The
// sale screen shows <CounterCashButton/> (F6). The figures are blind unless the business exposes the expected
// amount; float changes, cash pulls, audits and the close stay in Cash Management (managers).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { pairedDrawerIdOf, type CashDrawerEntry } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  LoadingBlock,
  MoneyText,
  Select,
  StatusBadge,
  useShortcut,
  type Tone,
} from '../../ui';
import { dayFigures, FigureList } from './CashFigures';
import { CashMovementDialog } from './CashMovementDialog';
import { ASSOCIATE_MOVEMENT_TYPES, movementLabel, type MovementType } from './cash-labels';
import { CountDialog } from './CountDialog';
import { DrawerOutcomeNotice } from './DrawerOutcomeNotice';
import { deviceLine, drawerStateBadge } from './DrawerOverview';
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

  let body;
  if (!settings) {
    body =
      load.status === 'failed' && load.error ? (
        <Banner tone="danger" title={t('cash.counter.loadFailed')}>
          {load.error.message}
        </Banner>
      ) : (
        <LoadingBlock label={t('cash.loading')} />
      );
  } else if (!settings.capabilityEnabled) {
    body = <EmptyState icon="cash" title={t('cash.off')} message={t('cash.off.message')} />;
  } else if (mode === 'none' || !entry) {
    body = <EmptyState icon="cash" title={t('cash.counter.none')} message={t('cash.counter.none.message')} />;
  } else {
    body = (
      <CounterDrawer
        entry={entry}
        entries={entries}
        line={deviceLine(mode, entry.drawer.drawerId === pairedId ? status : null, t)}
        onChoose={setChosenId}
        onOpenDay={() => setView({ kind: 'open_day' })}
        onMovement={(type) => setView({ kind: 'movement', type })}
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
        <>
          {canManage ? (
            <Button
              variant="ghost"
              onClick={() => {
                api.getState().navigate('cash');
                onClose();
              }}
            >
              {t('cash.counter.goToCash')}
            </Button>
          ) : null}
          <Button variant="primary" onClick={onClose}>
            {t('cash.done')}
          </Button>
        </>
      }
    >
      <div className="counter-cash">
        <DrawerOutcomeNotice />
        {body}
      </div>
    </Dialog>
  );
}

function CounterDrawer({
  entry,
  entries,
  line,
  onChoose,
  onOpenDay,
  onMovement,
}: {
  entry: CashDrawerEntry;
  entries: readonly CashDrawerEntry[];
  line: { tone: Tone; text: string };
  onChoose(drawerId: string): void;
  onOpenDay(): void;
  onMovement(type: MovementType): void;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const { drawer, summary } = entry;
  const badge = drawerStateBadge(entry, t);
  return (
    <div className="counter-drawer">
      <div className="counter-drawer__head">
        {entries.length > 1 ? (
          <Select
            label={t('cash.counter.drawer')}
            value={drawer.drawerId}
            options={entries.map((candidate) => ({
              value: candidate.drawer.drawerId,
              label: candidate.drawer.name,
            }))}
            onValueChange={onChoose}
          />
        ) : (
          <h3 className="counter-drawer__name">{drawer.name}</h3>
        )}
        <div className="counter-drawer__state">
          <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
          <span className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</span>
        </div>
      </div>
      {summary.state === 'open' ? (
        <>
          <div className="counter-drawer__actions" role="group" aria-label={t('cash.counter.transactions')}>
            {ASSOCIATE_MOVEMENT_TYPES.map((type) => (
              <Button key={type} size="large" onClick={() => onMovement(type)}>
                {movementLabel(t, type)}
              </Button>
            ))}
          </div>
          <FigureList label={t('cash.drawer.figures', { name: drawer.name })} rows={dayFigures(summary, t)} />
          {!summary.expectedAmount ? <p className="cash-muted">{t('cash.counter.blind')}</p> : null}
        </>
      ) : (
        <div className="counter-drawer__closed">
          <p>
            {rich(summary.state === 'closed' ? 'cash.counter.closed' : 'cash.counter.notOpened', {
              name: drawer.name,
              amount: <MoneyText value={drawer.recommendedFloat} />,
            })}
          </p>
          <Button variant="primary" size="large" icon="cash" onClick={onOpenDay}>
            {t('cash.count.daily_open')}
          </Button>
        </div>
      )}
    </div>
  );
}
