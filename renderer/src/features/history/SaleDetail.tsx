// One sale as the store sold it: its lines (sold, already returned), how it was paid, its returns; its
// receipt printed again, and the return started from here (or already started by a scanned receipt).
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  DateText,
  MoneyText,
  errorMessage,
  errorWhatToDo,
  formatNumber,
  useLocale,
} from '../../ui';
import { ReceiptStatus } from '../sale';
import { saleKindText } from './history-labels';
import { ReturnComplete } from './ReturnComplete';
import { ReturnPanel } from './ReturnPanel';
import { SalePaymentTotals } from './SalePaymentTotals';
import { SaleReturnsList } from './SaleReturnsList';

export function SaleDetail({ sale }: { sale: SaleView }) {
  const t = useMessages();
  const { draft, completed, reprint, reprintJobs, jobs, completion } = usePosStore(
    useShallow((state) => ({
      draft: state.returnDraft,
      completed: state.completedReturn,
      reprint: state.receiptReprint,
      reprintJobs: state.reprintJobs,
      jobs: state.printJobs,
      completion: state.returnCompletion,
    })),
  );
  if (completed) return <ReturnComplete sale={sale} completed={completed} />;

  return (
    <section className="panel history__sale" aria-labelledby="history-sale-title">
      <SaleDetailHeader sale={sale} returning={Boolean(draft)} reprinting={reprint.status === 'pending'} />
      {!sale.returnable ? <p className="history__muted">{t('history.sale.allReturned')}</p> : null}
      {reprint.status === 'failed' && reprint.error ? (
        <Banner tone="danger" title={errorMessage(reprint.error)}>
          {errorWhatToDo(reprint.error)}
        </Banner>
      ) : null}
      {reprint.status === 'done' ? (
        <ul className="stack-list" aria-label={t('history.sale.reprintStatus')}>
          <ReceiptStatus jobs={reprintJobs.map((job) => jobs[job.jobId] ?? job)} />
        </ul>
      ) : null}
      {!draft && completion.status === 'failed' && completion.error ? (
        <Banner tone="danger" title={errorMessage(completion.error)}>
          {errorWhatToDo(completion.error)}
        </Banner>
      ) : null}

      {draft ? <ReturnPanel sale={sale} draft={draft} /> : <SaleLinesTable sale={sale} />}

      <SalePaymentTotals sale={sale} />

      {sale.returns.length > 0 ? <SaleReturnsList sale={sale} /> : null}
    </section>
  );
}

/** The sale's number, kind, date and customer; Reprint receipt, Return items (unless returning) and Close. */
function SaleDetailHeader({
  sale,
  returning,
  reprinting,
}: {
  sale: SaleView;
  returning: boolean;
  reprinting: boolean;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <header className="history__sale-header">
      <div>
        <h2 id="history-sale-title" className="panel__title">
          {rich('history.sale.heading', {
            number: sale.externalId,
            mono: (chunks) => <span className="mono">{chunks}</span>,
          })}
        </h2>
        <p className="history__muted">
          {saleKindText(t, sale.kind)} · <DateText value={sale.createdAt} />
          {sale.customer ? ` · ${sale.customer}` : ''}
        </p>
      </div>
      <div className="history__actions">
        <Button icon="printer" busy={reprinting} onClick={() => void api.getState().reprintSaleReceipt()}>
          {t('history.sale.reprint')}
        </Button>
        {returning ? null : (
          <Button
            variant="primary"
            icon="arrowLeft"
            disabled={!sale.returnable}
            onClick={() => api.getState().startReturn()}
          >
            {t('history.sale.returnItems')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => api.getState().closeSale()}>
          {t('history.sale.close')}
        </Button>
      </div>
    </header>
  );
}

/** What was sold: unit price, sold and returned per line. */
function SaleLinesTable({ sale }: { sale: SaleView }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <table className="history-table" aria-label={t('history.sale.lines')}>
      <thead>
        <tr>
          <th scope="col">{t('history.sale.item')}</th>
          <th scope="col" className="num">
            {t('history.sale.unitPrice')}
          </th>
          <th scope="col" className="num">
            {t('history.sale.sold')}
          </th>
          <th scope="col" className="num">
            {t('history.sale.returned')}
          </th>
        </tr>
      </thead>
      <tbody>
        {sale.lines.map((line) => (
          <tr key={line.productId}>
            <th scope="row">{line.title}</th>
            <td className="num">
              <MoneyText value={line.unitPrice} />
            </td>
            <td className="num">{formatNumber(line.sold, locale)}</td>
            <td className="num">{formatNumber(line.returned, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
