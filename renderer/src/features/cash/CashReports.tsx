// Reports (managers): the store's day picked by date — its totals for the books (sales and refunds, each
// tender, the tax collected by component, the cash of all drawers) and each drawer's Z report with the
// figures it printed at the close, which can be printed again on the receipt printer.
import { useEffect, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DrawerReportView, StoreDayView } from '../../../../shared/bridge/views/returns';
import type { PaymentMethod } from '../../../../shared/contract/order';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  DateText,
  EmptyState,
  LoadingBlock,
  MoneyText,
  TextField,
  errorWhatToDo,
} from '../../ui';
import { FigureList, VarianceBadge, type FigureRow } from './CashFigures';

const TENDER_NAMES: Record<PaymentMethod, string> = { cash: 'Cash', card: 'Card' };

type Totals = Pick<StoreDayView, 'salesCount' | 'refundsCount' | 'tenders' | 'taxes'>;

/** Numbers of sales and refunds, then each tender's sales, refunds and net, as the Z report prints them. */
function tenderRows(totals: Totals): FigureRow[] {
  return [
    { label: 'Sales', value: totals.salesCount },
    { label: 'Refunds', value: totals.refundsCount },
    ...totals.tenders.flatMap((tender): FigureRow[] => {
      const name = TENDER_NAMES[tender.method];
      return [
        { label: `${name} sales`, value: <MoneyText value={tender.sales} /> },
        { label: `${name} refunds`, value: <MoneyText value={tender.refunds} /> },
        { label: `${name} net`, value: <MoneyText value={tender.net} />, emphasis: true },
      ];
    }),
  ];
}

function TaxList({ totals, label }: { totals: Totals; label: string }) {
  if (totals.taxes.length === 0) return <p className="z-report__none">No tax charged</p>;
  return (
    <FigureList
      label={label}
      rows={totals.taxes.map((tax) => ({ label: tax.name, value: <MoneyText value={tax.amount} /> }))}
    />
  );
}

function cashRows(report: DrawerReportView): FigureRow[] {
  return [
    { label: 'Opening float', value: <MoneyText value={report.openingFloat} /> },
    { label: 'Cash sales', value: <MoneyText value={report.cashSales} /> },
    { label: 'Cash refunds', value: <MoneyText value={report.cashRefunds} /> },
    { label: 'Cash in', value: <MoneyText value={report.cashIn} /> },
    { label: 'Cash out', value: <MoneyText value={report.cashOut} /> },
    { label: 'Expected', value: <MoneyText value={report.expectedAmount} />, emphasis: true },
    { label: 'Counted', value: <MoneyText value={report.countedAmount} /> },
    { label: 'Variance', value: <VarianceBadge variance={report.variance} /> },
    { label: 'Deposit', value: <MoneyText value={report.deposit} />, emphasis: true },
  ];
}

function DrawerReportCard({ report }: { report: DrawerReportView }) {
  const api = usePosStoreApi();
  const { reprinting, reprint } = usePosStore(
    useShallow((state) => ({
      reprinting: state.reprintedReportId === report.reportId,
      reprint: state.reportReprint,
    })),
  );
  const title = `Z report — ${report.drawerName}`;
  return (
    <section className="panel z-report" aria-label={title}>
      <header className="z-report__header">
        <h3 className="panel__title">{title}</h3>
        <Button
          icon="printer"
          busy={reprinting && reprint.status === 'pending'}
          onClick={() => void api.getState().reprintDrawerReport(report.reportId)}
        >
          Reprint
        </Button>
      </header>
      <p className="z-report__when">
        Opened <DateText value={report.openedAt} style="short" /> by {report.openedBy} · closed{' '}
        <DateText value={report.closedAt} style="short" /> by {report.closedBy}
      </p>
      {reprinting && reprint.status === 'done' ? (
        <p role="status">Z report sent to the receipt printer</p>
      ) : null}
      {reprinting && reprint.status === 'failed' && reprint.error ? (
        <Banner tone="danger" title={reprint.error.message}>
          {errorWhatToDo(reprint.error)}
        </Banner>
      ) : null}
      <div className="z-report__columns">
        <FigureList label={`Cash of ${report.drawerName}`} rows={cashRows(report)} />
        <FigureList label={`Sales of ${report.drawerName} by tender`} rows={tenderRows(report)} />
        <div>
          <h4 className="z-report__subtitle">Tax collected</h4>
          <TaxList totals={report} label={`Tax collected at ${report.drawerName}`} />
        </div>
      </div>
    </section>
  );
}

function StoreDaySummary({ day }: { day: StoreDayView }) {
  const cash: FigureRow[] = [
    { label: 'Expected in drawers', value: <MoneyText value={day.cashExpected} /> },
    { label: 'Counted', value: <MoneyText value={day.cashCounted} /> },
    { label: 'Variance', value: <VarianceBadge variance={day.cashVariance} /> },
    { label: 'Deposits', value: <MoneyText value={day.deposits} />, emphasis: true },
  ];
  return (
    <section className="panel z-report" aria-label="Store summary">
      <h3 className="panel__title">Store summary · {day.businessDate}</h3>
      <div className="z-report__columns">
        <FigureList label="Store sales by tender" rows={tenderRows(day)} />
        <div>
          <h4 className="z-report__subtitle">Tax collected</h4>
          <TaxList totals={day} label="Tax collected in the store" />
        </div>
        <div>
          <h4 className="z-report__subtitle">Cash of the closed drawers</h4>
          <FigureList label="Cash of the closed drawers" rows={cash} />
        </div>
      </div>
    </section>
  );
}

export function CashReports() {
  const api = usePosStoreApi();
  const { date, day, load, storeId } = usePosStore(
    useShallow((state) => ({
      date: state.reportDate,
      day: state.storeDay,
      load: state.storeDayLoad,
      storeId: state.session?.store?.storeId ?? null,
    })),
  );

  // Today's reports as the tab opens (and for another store).
  useEffect(() => {
    if (storeId) void api.getState().loadStoreDay();
  }, [api, storeId]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void api.getState().loadStoreDay();
  }

  let content;
  if (load.status === 'failed' && load.error) {
    content = (
      <Banner tone="danger" title={load.error.message}>
        {errorWhatToDo(load.error)}
      </Banner>
    );
  } else if (!day) {
    content = <LoadingBlock label="Loading the day’s reports…" />;
  } else {
    content = (
      <>
        <StoreDaySummary day={day} />
        {day.drawers.length === 0 ? (
          <EmptyState
            icon="cash"
            title="No drawer closed this day"
            message="A drawer’s Z report is kept when its day is closed."
          />
        ) : (
          day.drawers.map((report) => <DrawerReportCard key={report.reportId} report={report} />)
        )}
      </>
    );
  }

  return (
    <div className="cash-reports">
      <form className="cash-reports__day" aria-label="Day of the reports" onSubmit={submit} noValidate>
        <TextField
          label="Day"
          type="date"
          value={date}
          onValueChange={(value) => api.getState().setReportDate(value)}
          hint="Today when left empty"
        />
        <Button type="submit" variant="primary" busy={load.status === 'pending'}>
          Show reports
        </Button>
      </form>
      {content}
    </div>
  );
}
