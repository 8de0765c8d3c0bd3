// The store's drawers at a glance (a card each: open or closed today, what should be in it, whether the drawer
// paired here is open right now) and the chosen drawer in full: today's figures, the day's actions (open,
// cash in/out, no sale, audit, close) with their shortcuts, the close summary, and the transactions.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { CashTransactionView, DrawerStatusView } from '../../../../shared/bridge/views/cash';
import type { CashOperationMode } from '../../../../shared/cash/transaction-types';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { pairedDrawerIdOf, type CashDrawerEntry, type CountType } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Button,
  DataTable,
  DateText,
  EmptyState,
  MoneyText,
  Panel,
  StatusBadge,
  useShortcut,
  type Column,
  type Tone,
} from '../../ui';
import { CloseSummary, dayFigures, FigureList, VarianceBadge } from './CashFigures';
import { CashMovementDialog } from './CashMovementDialog';
import { MOVEMENT_TYPES, reasonLabel, transactionLabel, type MovementType } from './cash-labels';
import { CountDialog } from './CountDialog';

type OpenDialog = { kind: 'count'; type: CountType } | { kind: 'movement'; type: MovementType } | null;

export function DrawerOverview() {
  const { drawers, mode, status } = usePosStore(
    useShallow((state) => ({
      drawers: state.cashDrawers,
      mode: state.cashSettings?.operationMode ?? 'none',
      status: state.drawerStatus,
    })),
  );
  const pairedHere = pairedDrawerIdOf(status, drawers);
  const t = useMessages();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected =
    drawers.find((entry) => entry.drawer.drawerId === selectedId) ??
    drawers.find((entry) => entry.drawer.drawerId === pairedHere) ??
    drawers[0];

  if (!selected) return null;
  return (
    <div className="drawer-overview">
      <div className="drawer-cards" role="group" aria-label={t('cash.drawers')}>
        {drawers.map((entry) => (
          <DrawerCard
            key={entry.drawer.drawerId}
            entry={entry}
            mode={mode}
            selected={entry === selected}
            device={entry.drawer.drawerId === pairedHere ? status : null}
            onSelect={() => setSelectedId(entry.drawer.drawerId)}
          />
        ))}
      </div>
      <DrawerDetail
        key={selected.drawer.drawerId}
        entry={selected}
        opensByApp={mode === 'integrated' && selected.drawer.drawerId === pairedHere}
      />
    </div>
  );
}

export function drawerStateBadge(entry: CashDrawerEntry, t: Translate): { tone: Tone; label: string } {
  switch (entry.summary.state) {
    case 'open':
      return { tone: 'success', label: t('cash.state.open') };
    case 'closed':
      return { tone: 'neutral', label: t('cash.state.closed') };
    default:
      return { tone: 'neutral', label: t('cash.state.notOpened') };
  }
}

/** The device line of a card: the drawer paired here (live), another integrated drawer, or one opened by hand. */
export function deviceLine(
  mode: CashOperationMode,
  device: DrawerStatusView | null,
  t: Translate,
): { tone: Tone; text: string } {
  if (mode === 'non_integrated') return { tone: 'neutral', text: t('cash.device.byHand') };
  if (!device) return { tone: 'neutral', text: t('cash.device.notPaired') };
  switch (device.connection) {
    case 'connected':
      return device.open
        ? { tone: 'warning', text: t('cash.device.open') }
        : { tone: 'success', text: t('cash.device.shut') };
    case 'unreachable':
      return { tone: 'danger', text: t('cash.device.unreachable') };
    default:
      return { tone: 'neutral', text: t('cash.device.paired') };
  }
}

function DrawerCard({
  entry,
  mode,
  selected,
  device,
  onSelect,
}: {
  entry: CashDrawerEntry;
  mode: CashOperationMode;
  selected: boolean;
  device: DrawerStatusView | null;
  onSelect(): void;
}) {
  const t = useMessages();
  const { drawer, summary } = entry;
  const badge = drawerStateBadge(entry, t);
  const line = deviceLine(mode, device, t);
  const amount =
    summary.state === 'open'
      ? summary.expectedAmount
        ? { label: t('cash.figure.expected'), value: summary.expectedAmount }
        : { label: t('cash.figure.openingFloat'), value: summary.openingFloat }
      : { label: t('cash.figure.recommendedFloat'), value: drawer.recommendedFloat };
  return (
    <button type="button" className="drawer-card" aria-pressed={selected} onClick={onSelect}>
      {/* Named by everything it shows, in order (WCAG 2.5.3): the drawer's name first, then its state. */}
      <span className="drawer-card__head">
        <span className="drawer-card__name" translate="no">
          {drawer.name}
        </span>
        <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>
      </span>
      <span className="drawer-card__amount">
        <span className="drawer-card__amount-label">{amount.label}</span>
        <MoneyText value={amount.value} className="drawer-card__amount-value" />
      </span>
      <span className={`drawer-card__device drawer-card__device--${line.tone}`}>{line.text}</span>
      {summary.pendingTransactions > 0 ? (
        <span className="drawer-card__pending">
          {t('cash.drawer.pending', { count: summary.pendingTransactions })}
        </span>
      ) : null}
    </button>
  );
}

function DrawerDetail({ entry, opensByApp }: { entry: CashDrawerEntry; opensByApp: boolean }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  // Times read in the store's time zone, as on its receipts.
  const timeZone = usePosStore((state) => state.session?.store?.timezone);
  const { drawer, summary } = entry;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const isOpen = summary.state === 'open';
  const closed = dialog === null;

  useEffect(() => {
    void api.getState().loadCashTransactions(drawer.drawerId);
  }, [api, drawer.drawerId]);

  useShortcut('F6', () => setDialog({ kind: 'count', type: isOpen ? 'daily_close' : 'daily_open' }), {
    enabled: closed,
  });
  useShortcut('F7', () => setDialog({ kind: 'movement', type: 'cash_pull' }), { enabled: closed && isOpen });
  useShortcut('F8', () => setDialog({ kind: 'movement', type: 'no_sale' }), { enabled: closed && isOpen });
  useShortcut('F9', () => setDialog({ kind: 'count', type: 'audit_count' }), { enabled: closed && isOpen });

  return (
    <div className="drawer-detail">
      <Panel title={t('cash.drawer.today', { name: drawer.name })} className="drawer-detail__today">
        <p className="drawer-detail__since">
          {summary.state === 'open' && summary.openedAt
            ? rich('cash.drawer.openSince', {
                time: <DateText value={summary.openedAt} style="time" timeZone={timeZone} />,
              })
            : summary.state === 'closed' && summary.closedAt
              ? rich('cash.drawer.closedAt', {
                  time: <DateText value={summary.closedAt} style="dateTime" timeZone={timeZone} />,
                })
              : t('cash.drawer.notOpened')}
        </p>
        <div className="drawer-actions" role="group" aria-label={t('cash.drawer.actions')}>
          {isOpen ? (
            <>
              <Button
                icon="cash"
                shortcut="F7"
                onClick={() => setDialog({ kind: 'movement', type: 'cash_pull' })}
              >
                {t('cash.drawer.cashInOut')}
              </Button>
              <Button shortcut="F8" onClick={() => setDialog({ kind: 'movement', type: 'no_sale' })}>
                {t('cash.type.no_sale')}
              </Button>
              <Button shortcut="F9" onClick={() => setDialog({ kind: 'count', type: 'audit_count' })}>
                {t('cash.count.audit_count')}
              </Button>
              <Button
                variant="primary"
                shortcut="F6"
                onClick={() => setDialog({ kind: 'count', type: 'daily_close' })}
              >
                {t('cash.count.daily_close')}
              </Button>
            </>
          ) : (
            <Button
              variant="primary"
              size="large"
              icon="cash"
              shortcut="F6"
              onClick={() => setDialog({ kind: 'count', type: 'daily_open' })}
            >
              {t('cash.count.daily_open')}
            </Button>
          )}
        </div>
        {summary.state === 'closed' ? (
          <CloseSummary entry={entry} />
        ) : summary.state === 'open' ? (
          <>
            <FigureList
              label={t('cash.drawer.figures', { name: drawer.name })}
              rows={dayFigures(summary, t)}
            />
            {summary.lastCount ? (
              <p className="drawer-detail__last-count">
                {rich('cash.drawer.lastCount', {
                  amount: <MoneyText value={summary.lastCount.countedAmount} />,
                  time: <DateText value={summary.lastCount.at} style="time" timeZone={timeZone} />,
                })}
                {summary.variance ? (
                  <>
                    {' '}
                    · <VarianceBadge variance={summary.variance} />
                  </>
                ) : null}
              </p>
            ) : null}
          </>
        ) : (
          <FigureList
            label={t('cash.drawer.float', { name: drawer.name })}
            rows={[
              {
                label: t('cash.figure.recommendedFloat'),
                value: <MoneyText value={drawer.recommendedFloat} />,
              },
            ]}
          />
        )}
      </Panel>
      <Panel title={t('cash.transactions')} className="drawer-detail__transactions">
        <TransactionList drawerId={drawer.drawerId} />
      </Panel>
      {dialog?.kind === 'count' ? (
        <CountDialog
          entry={entry}
          type={dialog.type}
          opensByApp={opensByApp}
          onClose={() => setDialog(null)}
        />
      ) : dialog?.kind === 'movement' ? (
        <CashMovementDialog
          entry={entry}
          types={MOVEMENT_TYPES}
          initialType={dialog.type}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}

const STATE_TONES: Record<CashTransactionView['state'], Tone> = {
  recorded: 'success',
  pending: 'info',
  failed: 'danger',
  discarded: 'neutral',
};

const OUT_TYPES = new Set([
  'cash_refund',
  'cash_pull',
  'remove_petty_cash',
  'transfer_out',
  'adjustment_out',
]);

export function TransactionList({ drawerId }: { drawerId: string }) {
  const transactions = usePosStore((state) => state.cashTransactions[drawerId]);
  const timeZone = usePosStore((state) => state.session?.store?.timezone);
  const t = useMessages();
  const columns: Column<CashTransactionView>[] = [
    {
      id: 'time',
      header: t('cash.transactions.time'),
      width: '92px',
      cell: (row) => <DateText value={row.createdAt} style="time" timeZone={timeZone} />,
    },
    {
      id: 'what',
      header: t('cash.transactions.what'),
      width: 'minmax(150px, 1.4fr)',
      cell: (row) => (
        <span className="transaction-cell">
          <span className="transaction-cell__type">{transactionLabel(t, row.type)}</span>
          {row.reasonCode ? (
            <span className="transaction-cell__reason">{reasonLabel(t, row.reasonCode)}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('cash.transactions.amount'),
      width: '120px',
      align: 'end',
      cell: (row) => {
        const shown = row.countedAmount ?? row.amount;
        if (row.type === 'no_sale') return <span className="cash-muted">—</span>;
        return (
          <span className={OUT_TYPES.has(row.type) ? 'amount-out' : undefined}>
            {OUT_TYPES.has(row.type) ? '− ' : ''}
            <MoneyText value={shown} />
          </span>
        );
      },
    },
    { id: 'by', header: t('cash.transactions.by'), width: '110px', cell: (row) => row.associate },
    {
      id: 'state',
      header: t('cash.transactions.status'),
      width: '140px',
      cell: (row) => (
        <StatusBadge tone={STATE_TONES[row.state]}>{t(`cash.transaction.${row.state}`)}</StatusBadge>
      ),
    },
  ];
  return (
    <DataTable
      label={t('cash.transactions.label')}
      className="transaction-table"
      columns={columns}
      rows={transactions ?? []}
      rowKey={(row) => row.transactionId}
      empty={
        <EmptyState
          icon="cash"
          title={transactions ? t('cash.transactions.none') : t('cash.transactions.loading')}
          message={transactions ? t('cash.transactions.none.message') : undefined}
        />
      }
    />
  );
}
