// The return being prepared: how many of each line come back (never more than is left: sold minus already
// returned, each refusal said on its line), whether the customer has the receipt, why; the refund the
// platform will make, tender by tender (cash rounded by the store's rule); the card part refunded on the
// terminal and confirmed, as card sales are; then Refund. A manager approves on the spot when needed.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatMoney } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { returnLinesOf, type ReturnDraft } from '../../store/returns-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { selectSaleCashSetup } from '../../store/sale-slice';
import {
  errorMessage,
  Banner,
  Button,
  MoneyText,
  Select,
  TextField,
  errorWhatToDo,
  useLocale,
} from '../../ui';
import { RefundRows } from './RefundRows';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';

export function ReturnPanel({ sale, draft }: { sale: SaleView; draft: ReturnDraft }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const { refusals, preview, previewing, completion, approvalNeeded, cashSetup, drawerId } = usePosStore(
    useShallow((state) => ({
      refusals: state.returnLineRefusals,
      preview: state.refundPreview,
      previewing: state.refundPreviewing,
      completion: state.returnCompletion,
      approvalNeeded: state.managerApprovalNeeded,
      cashSetup: selectSaleCashSetup(state),
      drawerId: state.saleDrawerId,
    })),
  );
  // What is typed in each quantity field (the draft holds only accepted quantities).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const actions = api.getState();
  const chosen = returnLinesOf(draft).length > 0;
  const cardRefund = preview?.refunds.find((refund) => refund.method === 'card' && refund.amount.minor > 0);
  const cashRefund = preview?.refunds.some((refund) => refund.method === 'cash' && refund.amount.minor > 0);
  // Without a drawer paired here, the associate says which open drawer gives the cash back.
  const openDrawers = cashSetup?.pairedDrawerId
    ? []
    : (cashSetup?.drawers.filter((drawer) => drawer.open) ?? []);
  const problem = completion.status === 'failed' && !approvalNeeded ? completion.error : null;

  function changeQuantity(productId: string, text: string) {
    setTyped((current) => ({ ...current, [productId]: text }));
    const trimmed = text.trim();
    if (trimmed === '') {
      actions.setReturnQuantity(productId, 0);
      return;
    }
    actions.setReturnQuantity(productId, /^[0-9]+$/.test(trimmed) ? Number(trimmed) : -1);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void api.getState().completeReturn();
  }

  return (
    <>
      <form className="history__return-form" aria-label={t('history.return')} onSubmit={submit} noValidate>
        <h3>{t('history.return')}</h3>
        <ul className="history__return-lines" aria-label={t('history.return.lines')}>
          {sale.lines.map((line) => (
            <li key={line.productId} className="history__return-line" aria-label={line.title}>
              <div>
                <div className="history__line-title">{line.title}</div>
                <div className="history__muted">
                  {rich(line.returned > 0 ? 'history.return.lineFactsReturned' : 'history.return.lineFacts', {
                    price: <MoneyText value={line.unitPrice} />,
                    sold: line.sold,
                    returned: line.returned,
                  })}
                </div>
              </div>
              {line.returnable === 0 ? (
                <p className="history__refusal">{t('history.return.alreadyReturned')}</p>
              ) : (
                <TextField
                  label={t('history.return.quantity', { title: line.title })}
                  className="history__quantity"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed[line.productId] ?? String(draft.quantities[line.productId] ?? 0)}
                  onValueChange={(text) => changeQuantity(line.productId, text)}
                  hint={t('history.return.atMost', { max: line.returnable })}
                  error={refusals[line.productId] ?? null}
                />
              )}
            </li>
          ))}
        </ul>

        <label className="history__check">
          <input
            type="checkbox"
            checked={draft.receipt}
            onChange={(event) => actions.setReturnReceipt(event.target.checked)}
          />
          <span>
            {t('history.return.receipt')}
            {draft.receipt ? null : (
              <span className="history__muted">{` ${t('history.return.noReceipt')}`}</span>
            )}
          </span>
        </label>
        <TextField
          label={t('history.return.reason')}
          value={draft.reason}
          onValueChange={actions.setReturnReason}
          maxLength={200}
        />

        {previewing.status === 'failed' && previewing.error ? (
          <Banner tone="danger" title={errorMessage(previewing.error)}>
            {errorWhatToDo(previewing.error)}
          </Banner>
        ) : null}
        {preview ? (
          <dl className="history__totals" aria-label={t('history.return.refund')}>
            <div className="history__row">
              <dt>{t('history.return.goods')}</dt>
              <dd>
                <MoneyText value={preview.goods} />
              </dd>
            </div>
            {preview.tax.minor > 0 ? (
              <div className="history__row">
                <dt>{t('history.return.tax')}</dt>
                <dd>
                  <MoneyText value={preview.tax} />
                </dd>
              </div>
            ) : null}
            <RefundRows
              refunds={preview.refunds}
              totalRefunded={preview.totalRefunded}
              rowClassName="history__row"
            />
          </dl>
        ) : (
          <p className="history__muted">{t('history.return.enterQuantities')}</p>
        )}

        {cashRefund && openDrawers.length > 1 ? (
          <Select
            label={t('history.return.drawer')}
            value={drawerId ?? ''}
            options={[
              { value: '', label: t('history.return.chooseDrawer'), disabled: true },
              ...openDrawers.map((drawer) => ({ value: drawer.drawerId, label: drawer.name })),
            ]}
            onValueChange={actions.chooseSaleDrawer}
          />
        ) : null}
        {cardRefund ? (
          <div className="history__terminal" role="group" aria-label={t('history.return.cardRefund')}>
            <p>
              {rich('history.return.cardOnTerminal', {
                amount: formatMoney(cardRefund.amount, locale),
                strong: (chunks) => <strong>{chunks}</strong>,
              })}
            </p>
            <Button
              aria-pressed={draft.cardRefundConfirmed}
              icon="card"
              onClick={() => actions.setCardRefundConfirmed(!draft.cardRefundConfirmed)}
            >
              {t('history.return.cardRefunded')}
            </Button>
          </div>
        ) : null}

        {problem ? (
          <Banner tone="danger" title={errorMessage(problem)}>
            {errorWhatToDo(problem)}
          </Banner>
        ) : null}

        <div className="history__actions">
          <Button variant="ghost" onClick={() => actions.cancelReturn()}>
            {t('history.return.cancel')}
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!chosen || !preview}
            busy={completion.status === 'pending'}
          >
            {preview
              ? t('history.return.refundAmount', { amount: formatMoney(preview.totalRefunded, locale) })
              : t('history.return.refund')}
          </Button>
        </div>
      </form>
      <ManagerApprovalDialog open={approvalNeeded} />
    </>
  );
}
