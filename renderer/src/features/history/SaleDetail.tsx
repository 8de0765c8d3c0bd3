// One sale as the store sold it: its lines (sold, already returned), how it was paid, its returns; its
// receipt printed again, and the return started from here (or already started by a scanned receipt).
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatSignedMoney } from '../../../../shared/money';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, DateText, MoneyText, errorWhatToDo, formatNumber, useLocale } from '../../ui';
import { ReceiptStatus, taxLineLabel } from '../sale';
import { saleKindText, tenderName } from './history-labels';
import { ReturnComplete } from './ReturnComplete';
import { ReturnPanel } from './ReturnPanel';

export function SaleDetail({ sale }: { sale: SaleView }) {
  const api = usePosStoreApi();
  const locale = useLocale();
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
      <header className="history__sale-header">
        <div>
          <h2 id="history-sale-title" className="panel__title">
            Sale <span className="mono">{sale.externalId}</span>
          </h2>
          <p className="history__muted">
            {saleKindText(sale.kind)} · <DateText value={sale.createdAt} />
            {sale.customer ? ` · ${sale.customer}` : ''}
          </p>
        </div>
        <div className="history__actions">
          <Button
            icon="printer"
            busy={reprint.status === 'pending'}
            onClick={() => void api.getState().reprintSaleReceipt()}
          >
            Reprint receipt
          </Button>
          {draft ? null : (
            <Button
              variant="primary"
              icon="arrowLeft"
              disabled={!sale.returnable}
              onClick={() => api.getState().startReturn()}
            >
              Return items
            </Button>
          )}
          <Button variant="ghost" onClick={() => api.getState().closeSale()}>
            Close
          </Button>
        </div>
      </header>
      {!sale.returnable ? (
        <p className="history__muted">Already returned: nothing of this sale is left to return.</p>
      ) : null}
      {reprint.status === 'failed' && reprint.error ? (
        <Banner tone="danger" title={reprint.error.message}>
          {errorWhatToDo(reprint.error)}
        </Banner>
      ) : null}
      {reprint.status === 'done' ? (
        <ul className="sale-done__status" aria-label="Reprint">
          <ReceiptStatus jobs={reprintJobs.map((job) => jobs[job.jobId] ?? job)} />
        </ul>
      ) : null}
      {!draft && completion.status === 'failed' && completion.error ? (
        <Banner tone="danger" title={completion.error.message}>
          {errorWhatToDo(completion.error)}
        </Banner>
      ) : null}

      {draft ? (
        <ReturnPanel sale={sale} draft={draft} />
      ) : (
        <table className="history-table" aria-label="Lines of the sale">
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Sold
              </th>
              <th scope="col" className="num">
                Returned
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
      )}

      <dl className="history__totals" aria-label="Payment">
        <div className="history__row">
          <dt>Subtotal</dt>
          <dd>
            <MoneyText value={sale.total} />
          </dd>
        </div>
        {sale.taxLines.map((line) => (
          <div className="history__row" key={`${line.componentId}-${line.rate}`}>
            <dt>{`${sale.pricesIncludeTax ? 'incl. ' : ''}${taxLineLabel(line)}`}</dt>
            <dd>
              <MoneyText value={line.amount} />
            </dd>
          </div>
        ))}
        {sale.tenders.map((tender, index) => (
          <div className="history__row" key={`${tender.method}-${index}`}>
            <dt>
              {tenderName(tender.method)}
              {tender.cardLastFour ? ` ···· ${tender.cardLastFour}` : ''}
              {tender.roundingAdjustment.minor !== 0
                ? ` (cash rounding ${formatSignedMoney(tender.roundingAdjustment, locale)})`
                : ''}
            </dt>
            <dd>
              <MoneyText value={tender.amount} />
            </dd>
          </div>
        ))}
        {sale.tenders.length === 0 ? (
          <div className="history__row">
            <dt>Paid online</dt>
            <dd>
              <MoneyText value={sale.totalPaid} />
            </dd>
          </div>
        ) : null}
        <div className="history__row history__row--strong">
          <dt>Total paid</dt>
          <dd>
            <MoneyText value={sale.totalPaid} />
          </dd>
        </div>
      </dl>

      {sale.returns.length > 0 ? (
        <section aria-labelledby="history-returns-title" className="history__returns">
          <h3 id="history-returns-title">Returns</h3>
          <ul>
            {sale.returns.map((saleReturn) => (
              <li key={saleReturn.returnId} className="history__return">
                <span>
                  <DateText value={saleReturn.createdAt} /> by {saleReturn.associate}
                  {saleReturn.approvedBy ? `, approved by ${saleReturn.approvedBy}` : ''}
                  {saleReturn.receipt ? '' : ' (no receipt)'}
                </span>
                <span>
                  {saleReturn.lines
                    .map((line) => `${formatNumber(line.quantity, locale)} × ${line.title}`)
                    .join(', ')}
                </span>
                <span>
                  Refunded{' '}
                  {saleReturn.refunds.map((refund, index) => (
                    <span key={`${refund.method}-${index}`}>
                      {index > 0 ? ' + ' : ''}
                      <MoneyText value={refund.amount} /> {tenderName(refund.method).toLowerCase()}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
