// The return being prepared: how many of each line come back (never more than is left: sold minus already
// returned, each refusal said on its line), whether the customer has the receipt, why; the refund the
// platform will make, tender by tender (cash rounded by the store's rule); the card part refunded on the
// terminal and confirmed, as card sales are; then Refund. A manager approves on the spot when needed.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatMoney } from '../../../../shared/money';
import { returnLinesOf, type ReturnDraft } from '../../store/returns-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  MoneyText,
  Select,
  TextField,
  errorWhatToDo,
  formatNumber,
  useLocale,
} from '../../ui';
import { RefundRows } from './RefundRows';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';

export function ReturnPanel({ sale, draft }: { sale: SaleView; draft: ReturnDraft }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const { refusals, preview, previewing, completion, approvalNeeded, cashSetup, drawerId } = usePosStore(
    useShallow((state) => ({
      refusals: state.returnLineRefusals,
      preview: state.refundPreview,
      previewing: state.refundPreviewing,
      completion: state.returnCompletion,
      approvalNeeded: state.managerApprovalNeeded,
      cashSetup: state.saleCashSetup,
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
      <form className="history__return-form" aria-label="Return" onSubmit={submit} noValidate>
        <h3>Return</h3>
        <ul className="history__return-lines" aria-label="Lines to return">
          {sale.lines.map((line) => (
            <li key={line.productId} className="history__return-line" aria-label={line.title}>
              <div>
                <div className="history__line-title">{line.title}</div>
                <div className="history__muted">
                  <MoneyText value={line.unitPrice} /> · {formatNumber(line.sold, locale)} sold
                  {line.returned > 0 ? `, ${formatNumber(line.returned, locale)} already returned` : ''}
                </div>
              </div>
              {line.returnable === 0 ? (
                <p className="history__refusal">Already returned</p>
              ) : (
                <TextField
                  label={`Quantity of ${line.title} to return`}
                  className="history__quantity"
                  inputMode="numeric"
                  autoComplete="off"
                  value={typed[line.productId] ?? String(draft.quantities[line.productId] ?? 0)}
                  onValueChange={(text) => changeQuantity(line.productId, text)}
                  hint={`At most ${formatNumber(line.returnable, locale)}`}
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
            The customer has the receipt
            {draft.receipt ? null : (
              <span className="history__muted"> — a manager approves a return without its receipt</span>
            )}
          </span>
        </label>
        <TextField
          label="Reason (optional)"
          value={draft.reason}
          onValueChange={actions.setReturnReason}
          maxLength={200}
        />

        {previewing.status === 'failed' && previewing.error ? (
          <Banner tone="danger" title={previewing.error.message}>
            {errorWhatToDo(previewing.error)}
          </Banner>
        ) : null}
        {preview ? (
          <dl className="history__totals" aria-label="Refund">
            <div className="history__row">
              <dt>Returned goods</dt>
              <dd>
                <MoneyText value={preview.goods} />
              </dd>
            </div>
            {preview.tax.minor > 0 ? (
              <div className="history__row">
                <dt>Tax</dt>
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
          <p className="history__muted">Enter how many of each item come back to see the refund.</p>
        )}

        {cashRefund && openDrawers.length > 1 ? (
          <Select
            label="Drawer giving the cash back"
            value={drawerId ?? ''}
            options={[
              { value: '', label: 'Choose a drawer', disabled: true },
              ...openDrawers.map((drawer) => ({ value: drawer.drawerId, label: drawer.name })),
            ]}
            onValueChange={actions.chooseSaleDrawer}
          />
        ) : null}
        {cardRefund ? (
          <div className="history__terminal" role="group" aria-label="Card refund">
            <p>
              Refund <strong>{formatMoney(cardRefund.amount, locale)}</strong> to the card on the terminal.
            </p>
            <Button
              aria-pressed={draft.cardRefundConfirmed}
              icon="card"
              onClick={() => actions.setCardRefundConfirmed(!draft.cardRefundConfirmed)}
            >
              Card refunded on terminal
            </Button>
          </div>
        ) : null}

        {problem ? (
          <Banner tone="danger" title={problem.message}>
            {errorWhatToDo(problem)}
          </Banner>
        ) : null}

        <div className="history__actions">
          <Button variant="ghost" onClick={() => actions.cancelReturn()}>
            Cancel return
          </Button>
          <Button
            type="submit"
            variant="primary"
            disabled={!chosen || !preview}
            busy={completion.status === 'pending'}
          >
            {preview ? `Refund ${formatMoney(preview.totalRefunded, locale)}` : 'Refund'}
          </Button>
        </div>
      </form>
      <ManagerApprovalDialog open={approvalNeeded} />
    </>
  );
}
