// The chosen drawer in full: since when it is open (or closed), the day's actions with their shortcuts, today's
// figures (or the close summary, or the float to open with), the transactions, and the dialog an action opens.
import { useEffect, useState } from 'react';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { CashDrawerEntry, CountType } from '../../store/cash-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { DateText, Panel, useShortcut } from '../../ui';
import { CashMovementDialog } from './CashMovementDialog';
import { MOVEMENT_TYPES, type MovementType } from './cash-labels';
import { CountDialog } from './CountDialog';
import { DrawerDayActions } from './DrawerDayActions';
import { DrawerDayFigures } from './DrawerDayFigures';
import { TransactionList } from './TransactionList';

/** The dialog a day's action opens: a count (open, audit, close) or a movement (cash in/out, no sale). */
export type DrawerDialog = { kind: 'count'; type: CountType } | { kind: 'movement'; type: MovementType };

export function DrawerDetail({ entry, opensByApp }: { entry: CashDrawerEntry; opensByApp: boolean }) {
  const api = usePosStoreApi();
  const t = useMessages();
  // Times read in the store's time zone, as on its receipts.
  const timeZone = usePosStore((state) => state.session?.store?.timezone);
  const { drawer, summary } = entry;
  const [dialog, setDialog] = useState<DrawerDialog | null>(null);
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
        <DrawerSince entry={entry} timeZone={timeZone} />
        <DrawerDayActions isOpen={isOpen} onAction={setDialog} />
        <DrawerDayFigures entry={entry} timeZone={timeZone} />
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

/** "Open since 9:02 AM", "Closed at …", or "Not opened today". */
function DrawerSince({ entry, timeZone }: { entry: CashDrawerEntry; timeZone: string | undefined }) {
  const t = useMessages();
  const rich = useRichMessages();
  const { summary } = entry;
  return (
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
  );
}
