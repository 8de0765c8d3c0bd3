// The return being prepared: how many of each line come back (never more than is left: sold minus already
// returned, each refusal said on its line), whether the customer has the receipt, why; the refund the
// platform will make, tender by tender (cash rounded by the store's rule); the card part refunded on the
// terminal and confirmed, as card sales are; then Refund. A manager approves on the spot when needed.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { SaleView } from '../../../../shared/bridge/views/returns';
import { formatMoney, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { returnLinesOf, type ReturnDraft, type ReturnLineRefusal } from '../../store/returns-slice';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { selectSaleCashSetup } from '../../store/sale-slice';
import { Banner, Button, Select, TextField, errorMessage, errorWhatToDo, useLocale } from '../../ui';
import { ManagerApprovalDialog } from './ManagerApprovalDialog';
import { RefundPreview } from './RefundPreview';
import { ReturnLineRow } from './ReturnLineRow';

export function ReturnPanel({ sale, draft }: { sale: SaleView; draft: ReturnDraft }) {
  const api = usePosStoreApi();
  const t = useMessages();
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
  const actions = api.getState();
  const chosen = returnLinesOf(draft).length > 0;
  const cardRefund = preview?.refunds.find((refund) => refund.method === 'card' && refund.amount.minor > 0);
  const cashRefund = preview?.refunds.some((refund) => refund.method === 'cash' && refund.amount.minor > 0);
  // Without a drawer paired here, the associate says which open drawer gives the cash back.
  const openDrawers = cashSetup?.pairedDrawerId
    ? []
    : (cashSetup?.drawers.filter((drawer) => drawer.open) ?? []);
  const problem = completion.status === 'failed' && !approvalNeeded ? completion.error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    void api.getState().completeReturn();
  }

  return (
    <>
      <form className="history__return-form" aria-label={t('history.return')} onSubmit={submit} noValidate>
        <h3>{t('history.return')}</h3>
        <ReturnLines sale={sale} draft={draft} refusals={refusals} />

        <ReceiptCheck receipt={draft.receipt} onReceipt={actions.setReturnReceipt} />
        <TextField
          label={t('history.return.reason')}
          value={draft.reason}
          onValueChange={actions.setReturnReason}
          maxLength={200}
        />

        <RefundPreview preview={preview} previewing={previewing} />

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
          <CardRefundOnTerminal
            amount={cardRefund.amount}
            confirmed={draft.cardRefundConfirmed}
            onConfirmed={actions.setCardRefundConfirmed}
          />
        ) : null}

        {problem ? (
          <Banner tone="danger" title={errorMessage(problem)}>
            {errorWhatToDo(problem)}
          </Banner>
        ) : null}

        <ReturnActions
          refundTotal={preview?.totalRefunded ?? null}
          canRefund={chosen && preview !== null}
          busy={completion.status === 'pending'}
          onCancel={() => actions.cancelReturn()}
        />
      </form>
      <ManagerApprovalDialog open={approvalNeeded} />
    </>
  );
}

/** Whether the customer has the receipt ("No receipt" said beside it when not). */
function ReceiptCheck({ receipt, onReceipt }: { receipt: boolean; onReceipt(receipt: boolean): void }) {
  const t = useMessages();
  return (
    <label className="history__check">
      <input type="checkbox" checked={receipt} onChange={(event) => onReceipt(event.target.checked)} />
      <span>
        {t('history.return.receipt')}
        {receipt ? null : <span className="history__muted">{` ${t('history.return.noReceipt')}`}</span>}
      </span>
    </label>
  );
}

/** The card part is refunded on the terminal, then confirmed here, as card sales are. */
function CardRefundOnTerminal({
  amount,
  confirmed,
  onConfirmed,
}: {
  amount: Money;
  confirmed: boolean;
  onConfirmed(confirmed: boolean): void;
}) {
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="history__terminal" role="group" aria-label={t('history.return.cardRefund')}>
      <p>
        {rich('history.return.cardOnTerminal', {
          amount: formatMoney(amount, locale),
          strong: (chunks) => <strong>{chunks}</strong>,
        })}
      </p>
      <Button aria-pressed={confirmed} icon="card" onClick={() => onConfirmed(!confirmed)}>
        {t('history.return.cardRefunded')}
      </Button>
    </div>
  );
}

/** Each sold line with how many come back; what is typed stays until it reads as a quantity. */
function ReturnLines({
  sale,
  draft,
  refusals,
}: {
  sale: SaleView;
  draft: ReturnDraft;
  refusals: Record<string, ReturnLineRefusal>;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  // What is typed in each quantity field (the draft holds only accepted quantities).
  const [typed, setTyped] = useState<Record<string, string>>({});
  const actions = api.getState();

  function changeQuantity(productId: string, text: string) {
    setTyped((current) => ({ ...current, [productId]: text }));
    const trimmed = text.trim();
    if (trimmed === '') {
      actions.setReturnQuantity(productId, 0);
      return;
    }
    actions.setReturnQuantity(productId, /^[0-9]+$/.test(trimmed) ? Number(trimmed) : -1);
  }

  return (
    <ul className="history__return-lines" aria-label={t('history.return.lines')}>
      {sale.lines.map((line) => (
        <ReturnLineRow
          key={line.productId}
          line={line}
          text={typed[line.productId] ?? String(draft.quantities[line.productId] ?? 0)}
          refusal={refusals[line.productId] ?? null}
          onText={(text) => changeQuantity(line.productId, text)}
        />
      ))}
    </ul>
  );
}

/** Cancel, and Refund with the amount once the platform has priced it. */
function ReturnActions(props: {
  refundTotal: Money | null;
  canRefund: boolean;
  busy: boolean;
  onCancel(): void;
}) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <div className="history__actions">
      <Button variant="ghost" onClick={props.onCancel}>
        {t('history.return.cancel')}
      </Button>
      <Button type="submit" variant="primary" disabled={!props.canRefund} busy={props.busy}>
        {props.refundTotal
          ? t('history.return.refundAmount', { amount: formatMoney(props.refundTotal, locale) })
          : t('history.return.refund')}
      </Button>
    </div>
  );
}
