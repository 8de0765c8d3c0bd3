// Reports (managers): the store's day picked by date — its totals for the books (sales and refunds, each
// tender, the tax collected by component, the cash of all drawers) and each drawer's Z report with the
// figures it printed at the close, which can be printed again on the receipt printer.
import { useEffect, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { DrawerReportView, StoreDayView } from '../../../../shared/bridge/views/returns';
import { formatBusinessDay } from '../../../../shared/time/business-day';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  DateText,
  EmptyState,
  LoadingBlock,
  MoneyText,
  TextField,
  errorWhatToDo,
  useLocale,
} from '../../ui';
import { FigureList, VarianceBadge, type FigureRow } from './CashFigures';

type Totals = Pick<StoreDayView, 'salesCount' | 'refundsCount' | 'tenders' | 'taxes'>;

/** Numbers of sales and refunds, then each tender's sales, refunds and net, as the Z report prints them. */
function tenderRows(totals: Totals, t: Translate): FigureRow[] {
  return [
    { label: t('cash.report.sales'), value: totals.salesCount },
    { label: t('cash.report.refunds'), value: totals.refundsCount },
    ...totals.tenders.flatMap((tender): FigureRow[] => {
      const values = { tender: tender.method };
      return [
        { label: t('cash.report.tenderSales', values), value: <MoneyText value={tender.sales} /> },
        { label: t('cash.report.tenderRefunds', values), value: <MoneyText value={tender.refunds} /> },
        {
          label: t('cash.report.tenderNet', values),
          value: <MoneyText value={tender.net} />,
          emphasis: true,
        },
      ];
    }),
  ];
}

function TaxList({ totals, label }: { totals: Totals; label: string }) {
  const t = useMessages();
  if (totals.taxes.length === 0) return <p className="z-report__none">{t('cash.report.noTax')}</p>;
  return (
    <FigureList
      label={label}
      rows={totals.taxes.map((tax) => ({ label: tax.name, value: <MoneyText value={tax.amount} /> }))}
    />
  );
}

function cashRows(report: DrawerReportView, t: Translate): FigureRow[] {
  return [
    { label: t('cash.figure.openingFloat'), value: <MoneyText value={report.openingFloat} /> },
    { label: t('cash.figure.cashSales'), value: <MoneyText value={report.cashSales} /> },
    { label: t('cash.figure.cashRefunds'), value: <MoneyText value={report.cashRefunds} /> },
    { label: t('cash.figure.cashIn'), value: <MoneyText value={report.cashIn} /> },
    { label: t('cash.figure.cashOut'), value: <MoneyText value={report.cashOut} /> },
    { label: t('cash.figure.expected'), value: <MoneyText value={report.expectedAmount} />, emphasis: true },
    { label: t('cash.figure.counted'), value: <MoneyText value={report.countedAmount} /> },
    { label: t('cash.figure.variance'), value: <VarianceBadge variance={report.variance} /> },
    { label: t('cash.report.deposit'), value: <MoneyText value={report.deposit} />, emphasis: true },
  ];
}

function DrawerReportCard({ report }: { report: DrawerReportView }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const { reprinting, reprint } = usePosStore(
    useShallow((state) => ({
      reprinting: state.reprintedReportId === report.reportId,
      reprint: state.reportReprint,
    })),
  );
  const title = t('cash.report.title', { drawer: report.drawerName });
  return (
    <section className="panel z-report" aria-label={title}>
      <header className="z-report__header">
        <h3 className="panel__title">{title}</h3>
        <Button
          icon="printer"
          busy={reprinting && reprint.status === 'pending'}
          onClick={() => void api.getState().reprintDrawerReport(report.reportId)}
        >
          {t('cash.report.reprint')}
        </Button>
      </header>
      <p className="z-report__when">
        {rich('cash.report.when', {
          openedAt: <DateText value={report.openedAt} style="short" />,
          openedBy: report.openedBy,
          closedAt: <DateText value={report.closedAt} style="short" />,
          closedBy: report.closedBy,
        })}
      </p>
      {reprinting && reprint.status === 'done' ? <p role="status">{t('cash.report.reprinted')}</p> : null}
      {reprinting && reprint.status === 'failed' && reprint.error ? (
        <Banner tone="danger" title={errorMessage(reprint.error)}>
          {errorWhatToDo(reprint.error)}
        </Banner>
      ) : null}
      <div className="z-report__columns">
        <FigureList
          label={t('cash.report.cashOf', { drawer: report.drawerName })}
          rows={cashRows(report, t)}
        />
        <FigureList
          label={t('cash.report.salesOf', { drawer: report.drawerName })}
          rows={tenderRows(report, t)}
        />
        <div>
          <h4 className="z-report__subtitle">{t('cash.report.tax')}</h4>
          <TaxList totals={report} label={t('cash.report.taxAt', { drawer: report.drawerName })} />
        </div>
      </div>
    </section>
  );
}

function StoreDaySummary({ day }: { day: StoreDayView }) {
  const t = useMessages();
  const locale = useLocale();
  const cash: FigureRow[] = [
    { label: t('cash.report.expectedInDrawers'), value: <MoneyText value={day.cashExpected} /> },
    { label: t('cash.figure.counted'), value: <MoneyText value={day.cashCounted} /> },
    { label: t('cash.figure.variance'), value: <VarianceBadge variance={day.cashVariance} /> },
    { label: t('cash.report.deposits'), value: <MoneyText value={day.deposits} />, emphasis: true },
  ];
  return (
    <section className="panel z-report" aria-label={t('cash.report.store')}>
      <h3 className="panel__title">
        {t('cash.report.storeOn', { date: formatBusinessDay(day.businessDate, locale) })}
      </h3>
      <div className="z-report__columns">
        <FigureList label={t('cash.report.storeSales')} rows={tenderRows(day, t)} />
        <div>
          <h4 className="z-report__subtitle">{t('cash.report.tax')}</h4>
          <TaxList totals={day} label={t('cash.report.storeTax')} />
        </div>
        <div>
          <h4 className="z-report__subtitle">{t('cash.report.closedDrawers')}</h4>
          <FigureList label={t('cash.report.closedDrawers')} rows={cash} />
        </div>
      </div>
    </section>
  );
}

export function CashReports() {
  const api = usePosStoreApi();
  const t = useMessages();
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
      <Banner tone="danger" title={errorMessage(load.error)}>
        {errorWhatToDo(load.error)}
      </Banner>
    );
  } else if (!day) {
    content = <LoadingBlock label={t('cash.report.loading')} />;
  } else {
    content = (
      <>
        <StoreDaySummary day={day} />
        {day.drawers.length === 0 ? (
          <EmptyState
            icon="cash"
            title={t('cash.report.noneClosed')}
            message={t('cash.report.noneClosed.message')}
          />
        ) : (
          day.drawers.map((report) => <DrawerReportCard key={report.reportId} report={report} />)
        )}
      </>
    );
  }

  return (
    <div className="cash-reports">
      <form className="cash-reports__day" aria-label={t('cash.report.dayForm')} onSubmit={submit} noValidate>
        <TextField
          label={t('cash.report.day')}
          type="date"
          value={date}
          onValueChange={(value) => api.getState().setReportDate(value)}
          hint={t('cash.report.day.hint')}
        />
        <Button type="submit" variant="primary" busy={load.status === 'pending'}>
          {t('cash.report.show')}
        </Button>
      </form>
      {content}
    </div>
  );
}
