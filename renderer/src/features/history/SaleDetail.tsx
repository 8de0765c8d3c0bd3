// One sale as the store sold it: its lines (sold, already returned), how it was paid, its returns; its
// receipt printed again, and the return started from here (or already started by a scanned receipt).
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatSignedMoney } from '../../../../shared/money';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  errorMessage,
  Banner,
  Button,
  DateText,
  MoneyText,
  errorWhatToDo,
  formatNumber,
  useLocale,
} from '../../ui';
import { ReceiptStatus, taxLineLabel } from '../sale';
import { saleKindText, tenderName } from './history-labels';
import { ReturnComplete } from './ReturnComplete';
import { ReturnPanel } from './ReturnPanel';

export function SaleDetail({ sale }: { sale: SaleView }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
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
          <Button
            icon="printer"
            busy={reprint.status === 'pending'}
            onClick={() => void api.getState().reprintSaleReceipt()}
          >
            {t('history.sale.reprint')}
          </Button>
          {draft ? null : (
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

      {draft ? (
        <ReturnPanel sale={sale} draft={draft} />
      ) : (
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
      )}

      <dl className="history__totals" aria-label={t('history.payment')}>
        <div className="history__row">
          <dt>{t('history.payment.subtotal')}</dt>
          <dd>
            <MoneyText value={sale.total} />
          </dd>
        </div>
        {sale.taxLines.map((line) => (
          <div className="history__row" key={`${line.componentId}-${line.rate}`}>
            <dt>
              {sale.pricesIncludeTax
                ? t('history.payment.taxIncluded', { tax: taxLineLabel(line) })
                : taxLineLabel(line)}
            </dt>
            <dd>
              <MoneyText value={line.amount} />
            </dd>
          </div>
        ))}
        {sale.tenders.map((tender, index) => (
          <div className="history__row" key={`${tender.method}-${index}`}>
            <dt>
              {tender.roundingAdjustment.minor !== 0
                ? t('history.cashRounding', {
                    label: tenderLabel(t, tender),
                    adjustment: formatSignedMoney(tender.roundingAdjustment, locale),
                  })
                : tenderLabel(t, tender)}
            </dt>
            <dd>
              <MoneyText value={tender.amount} />
            </dd>
          </div>
        ))}
        {sale.tenders.length === 0 ? (
          <div className="history__row">
            <dt>{t('history.payment.online')}</dt>
            <dd>
              <MoneyText value={sale.totalPaid} />
            </dd>
          </div>
        ) : null}
        <div className="history__row history__row--strong">
          <dt>{t('history.payment.total')}</dt>
          <dd>
            <MoneyText value={sale.totalPaid} />
          </dd>
        </div>
      </dl>

      {sale.returns.length > 0 ? (
        <section aria-labelledby="history-returns-title" className="history__returns">
          <h3 id="history-returns-title">{t('history.returns')}</h3>
          <ul>
            {sale.returns.map((saleReturn) => (
              <li key={saleReturn.returnId} className="history__return">
                <span>
                  {saleReturn.approvedBy
                    ? rich('history.returns.byApproved', {
                        date: <DateText value={saleReturn.createdAt} />,
                        associate: saleReturn.associate,
                        manager: saleReturn.approvedBy,
                      })
                    : rich('history.returns.by', {
                        date: <DateText value={saleReturn.createdAt} />,
                        associate: saleReturn.associate,
                      })}
                  {saleReturn.receipt ? null : ` ${t('history.returns.noReceipt')}`}
                </span>
                <span>
                  {saleReturn.lines
                    .map((line) => `${formatNumber(line.quantity, locale)} × ${line.title}`)
                    .join(', ')}
                </span>
                <span>
                  {rich('history.returns.refunded', {
                    refunds: saleReturn.refunds.map((refund, index) => (
                      <span key={`${refund.method}-${index}`}>
                        {index > 0 ? ' + ' : ''}
                        {rich('history.returns.refundPart', {
                          amount: <MoneyText value={refund.amount} />,
                          method: refund.method,
                        })}
                      </span>
                    )),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** "Card ···· 4242", "Cash": a tender as the payment lists it. */
function tenderLabel(t: Translate, tender: SaleView['tenders'][number]): string {
  const name = tenderName(t, tender.method);
  return tender.cardLastFour ? `${name} ···· ${tender.cardLastFour}` : name;
}
