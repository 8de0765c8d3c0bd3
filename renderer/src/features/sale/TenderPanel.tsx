// How the customer pays: cash (cash received, quick-cash buttons in the store's bills, change due), card on
// the external terminal (the exact amount, then "Card approved on terminal"), or split (a card part, the rest
// in cash). When the store's rules round cash (e.g. a Canadian store), the cash rounding is its own line with
// the total after it; a store whose cash does not round shows none. Tax lines sit between the subtotal and
// the total (or under the total, as contained in it, where prices include tax). Enter confirms, Esc goes back.
//
// Presentational: the figures come in planned (tender-plan.ts), the choices go out through the callbacks.
// The parts: TenderLedger (the amounts), CardTerminalStep, SplitCardStep, CashStep, ReceiptLanguageChoice.
import type { FormEvent } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, errorMessage, Icon, type IconName } from '../../ui';
import { TENDER_MODES, type TenderMode } from '../../domain/tender-plan';
import { CardTerminalStep } from './CardTerminalStep';
import { CashStep } from './CashStep';
import { ReceiptLanguageChoice } from './ReceiptLanguageChoice';
import { SplitCardStep } from './SplitCardStep';
import { TenderLedger } from './TenderLedger';
import type { TenderPanelProps } from './tender-panel-props';

export type { TenderPanelProps } from './tender-panel-props';

const MODE_ICONS: Record<TenderMode, IconName> = { cash: 'drawer', card: 'card', split: 'split' };
const MODE_NAMES = {
  cash: 'sale.method.cash',
  card: 'sale.method.card',
  split: 'sale.method.split',
} as const;

export function TenderPanel(props: TenderPanelProps) {
  const { draft, completion, onModeChange, onBack } = props;
  const busy = completion.status === 'pending';
  const t = useMessages();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (draft.mode === 'card') {
      props.onCardApproved(true);
      props.onComplete();
    } else if (props.checkout.ready && !props.cash.problem) {
      props.onComplete();
    }
  }

  return (
    <form
      className={`tender tender--${draft.mode}`}
      aria-label={t('sale.tender.region')}
      onSubmit={submit}
      noValidate
    >
      <header className="tender__header">
        <h2>{t('sale.tender.region')}</h2>
        <Button variant="ghost" shortcut="Esc" onClick={onBack} disabled={busy}>
          {t('sale.tender.back')}
        </Button>
      </header>

      <div className="tender__modes" role="group" aria-label={t('sale.tender.modes')}>
        {TENDER_MODES.map((mode) => (
          <button
            key={mode.id}
            type="button"
            className="tender__mode"
            aria-pressed={draft.mode === mode.id}
            disabled={busy}
            onClick={() => onModeChange(mode.id)}
          >
            <Icon name={MODE_ICONS[mode.id]} size={22} />
            {t(MODE_NAMES[mode.id])}
          </button>
        ))}
      </div>

      {/* Remounted per mode: the fields start empty and the first one takes the focus. */}
      <TenderBody key={draft.mode} {...props} />

      <ReceiptLanguageChoice
        value={props.receiptLanguage}
        disabled={busy}
        onChange={props.onReceiptLanguage}
      />

      {completion.status === 'failed' && completion.error ? (
        <Banner tone="danger" title={t('sale.tender.failed')}>
          {errorMessage(completion.error)}
        </Banner>
      ) : null}
    </form>
  );
}

function TenderBody(props: TenderPanelProps) {
  const { total, draft, checkout, completion } = props;
  const t = useMessages();
  const busy = completion.status === 'pending';
  const cashInvolved = draft.mode !== 'card';

  return (
    <>
      <TenderLedger
        total={total}
        tax={props.tax}
        mode={draft.mode}
        checkout={checkout}
        rounding={props.rounding}
      />

      {draft.mode === 'card' ? (
        <CardTerminalStep amount={checkout.card?.amount ?? total} busy={busy} />
      ) : null}

      {draft.mode === 'split' ? <SplitCardStep {...props} /> : null}

      {cashInvolved ? <CashStep {...props} autoFocusCash={draft.mode === 'cash'} /> : null}

      {cashInvolved ? (
        <Button
          type="submit"
          variant="primary"
          size="large"
          block
          shortcut="Enter"
          busy={busy}
          disabled={!checkout.ready || props.cash.problem !== null}
          className="tender__complete"
        >
          {t('sale.tender.complete')}
        </Button>
      ) : null}
    </>
  );
}
