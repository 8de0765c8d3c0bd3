// Sales history: the store's sales of a day (today unless another day is chosen), narrowed by sale number,
// amount or card's last four; a sale opens beside the list with its lines, tenders and returns, where its
// receipt is printed again and a return starts. A receipt scanned on the Sale screen lands here with its
// return already started.
import { useEffect, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SaleSummaryView } from '../../../../shared/bridge/views/returns';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  DataTable,
  DateText,
  EmptyState,
  MoneyField,
  MoneyText,
  ScreenLayout,
  TextField,
  errorWhatToDo,
  useLocale,
  type Column,
} from '../../ui';
import { SaleDetail } from './SaleDetail';
import { tenderListText } from './history-labels';
import './history.css';

/** The list's columns, headed in the session's language. */
function salesColumns(t: Translate): readonly Column<SaleSummaryView>[] {
  return [
    {
      id: 'sale',
      header: t('history.column.sale'),
      width: 'minmax(0, 1.6fr)',
      cell: (sale) => (
        <span className="mono history__sale-id" translate="no">
          {sale.externalId}
        </span>
      ),
    },
    {
      id: 'time',
      header: t('history.column.time'),
      width: '1fr',
      cell: (sale) => <DateText value={sale.createdAt} style="short" />,
    },
    {
      id: 'total',
      header: t('history.column.paid'),
      width: '1.1fr',
      align: 'end',
      cell: (sale) => <MoneyText value={sale.totalPaid} />,
    },
    {
      id: 'tenders',
      header: t('history.column.tenders'),
      width: '0.8fr',
      cell: (sale) => tenderListText(t, sale.tenders),
    },
    {
      id: 'returned',
      header: t('history.column.refunded'),
      // Never narrower than its header's longest word: a longer word (another language) wraps, not clipped.
      width: 'minmax(min-content, 1.1fr)',
      align: 'end',
      cell: (sale) => (sale.returnedCount > 0 ? <MoneyText value={sale.totalRefunded} /> : '—'),
    },
  ];
}

export function SalesHistoryScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const columns = salesColumns(t);
  const { sales, search, opened, opening, storeLabel, currency, storeId } = usePosStore(
    useShallow((state) => ({
      sales: state.sales,
      search: state.salesSearch,
      opened: state.openedSale,
      opening: state.saleOpening,
      storeLabel: state.session?.store?.label ?? '',
      storeId: state.session?.store?.storeId ?? null,
      currency: state.roundingContext?.currency ?? state.openedSale?.currency ?? 'USD',
    })),
  );

  // Today's sales as the screen opens (and for another store).
  useEffect(() => {
    if (!storeId) return;
    void api.getState().searchSales();
    // The store's drawers and rounding rule: a cash refund comes out of the drawer the counter uses.
    void api.getState().loadSaleContext();
  }, [api, storeId]);
  // The refund receipt and reprints are followed while the screen is shown.
  useEffect(() => api.getState().followPrintJobs(), [api]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void api.getState().searchSales();
  }

  return (
    <ScreenLayout title={t('history.title')} subtitle={t('history.subtitle', { store: storeLabel })}>
      <div className="history">
        <section className="panel history__list" aria-label={t('history.find')}>
          <SalesFilterForm currency={currency} onSubmit={submit} />
          {search.status === 'failed' && search.error ? (
            <Banner tone="danger" title={errorMessage(search.error)}>
              {errorWhatToDo(search.error)}
            </Banner>
          ) : null}
          <DataTable
            label={t('history.sales')}
            columns={columns}
            rows={sales}
            rowKey={(sale) => sale.orderId}
            selectedKey={opened?.orderId ?? null}
            onRowActivate={(sale) => void api.getState().openSale(sale.orderId)}
            empty={
              <EmptyState
                title={search.status === 'pending' ? t('history.sales.looking') : t('history.sales.none')}
                message={t('history.sales.noneHelp')}
              />
            }
          />
        </section>
        <div className="history__detail">
          {opening.status === 'failed' && opening.error ? (
            <Banner tone="danger" title={errorMessage(opening.error)}>
              {errorWhatToDo(opening.error)}
            </Banner>
          ) : null}
          {opened ? (
            <SaleDetail sale={opened} />
          ) : (
            <EmptyState icon="search" title={t('history.open.title')} message={t('history.open.help')} />
          )}
        </div>
      </div>
    </ScreenLayout>
  );
}

/** The day, sale number, amount and card's last four the list is narrowed by; Search (Enter). */
function SalesFilterForm({ currency, onSubmit }: { currency: string; onSubmit(event: FormEvent): void }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const filter = usePosStore((state) => state.salesFilter);
  const searching = usePosStore((state) => state.salesSearch.status === 'pending');
  const setFilter = api.getState().setSalesFilter;
  return (
    <form className="history__filters" onSubmit={onSubmit} aria-label={t('history.find')} noValidate>
      <TextField
        label={t('history.find.day')}
        type="date"
        value={filter.date}
        onValueChange={(date) => setFilter({ date })}
        hint={t('history.find.dayHint')}
      />
      <TextField
        label={t('history.find.number')}
        value={filter.query}
        onValueChange={(query) => setFilter({ query })}
        hint={t('history.find.numberHint')}
        autoComplete="off"
      />
      <MoneyField
        label={t('history.find.amount')}
        currency={currency}
        locale={locale}
        value={filter.amountText}
        onValueChange={(amountText, reading) =>
          setFilter({ amountText, amount: reading.ok ? reading.money : null })
        }
      />
      <TextField
        label={t('history.find.cardLastFour')}
        value={filter.cardLastFour}
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        onValueChange={(cardLastFour) => setFilter({ cardLastFour })}
      />
      <Button type="submit" variant="primary" busy={searching}>
        {t('history.find.search')}
      </Button>
    </form>
  );
}
