// The drawer's transactions today: time, what (and why), amount (out in red), who, and where it stands.
import type { CashTransactionView } from '../../../../shared/bridge/views/cash';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore } from '../../store/pos-store';
import { DataTable, DateText, EmptyState, MoneyText, StatusBadge, type Column, type Tone } from '../../ui';
import { reasonLabel, transactionLabel } from './cash-labels';

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
