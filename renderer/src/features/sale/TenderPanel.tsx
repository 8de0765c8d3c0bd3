// How the customer pays: cash (cash received, quick-cash buttons in the store's bills, change due), card on
// the external terminal (the exact amount, then "Card approved on terminal"), or split (a card part, the rest
// in cash). When the store's rules round cash (e.g. a Canadian store), the cash rounding is its own line with
// the total after it; a store whose cash does not round shows none. Tax lines sit between the subtotal and
// the total (or under the total, as contained in it, where prices include tax). Enter confirms, Esc goes back.
//
// Presentational: the figures come in planned (tender-plan.ts), the choices go out through the callbacks.
import { useState, type FormEvent } from 'react';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from '../../../../shared/bridge/views/document-language';
import type { RoundingContextView, SaleTaxLineView } from '../../../../shared/bridge/views/sale';
import { quickCashAmounts } from '../../../../shared/cash/denominations';
import { formatMoney, formatSignedMoney, toDecimalString, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { SaleCashSetup, SaleTaxQuote } from '../../store/sale-slice';
import type { ActionStatus } from '../../store/slice';
import { Banner, Button, MoneyField, MoneyText, Select, useLocale, Icon, type IconName } from '../../ui';
import { separatorsOf } from '../../ui/money-input';
import { TENDER_MODES, type CheckoutPlan, type TenderDraft, type TenderMode } from '../../domain/tender-plan';

export interface TenderPanelProps {
  /** What the customer owes before cash rounding (tax included). */
  total: Money;
  /** The sale's tax lines, shown above the total (or as contained in it when prices include tax). */
  tax: SaleTaxQuote | null;
  draft: TenderDraft;
  checkout: CheckoutPlan;
  rounding: RoundingContextView | null;
  cash: { setup: SaleCashSetup | null; drawerId: string | null; problem: string | null };
  completion: ActionStatus;
  onModeChange(mode: TenderMode): void;
  onCashTendered(amount: Money | null): void;
  onCardAmount(amount: Money | null): void;
  onCardApproved(approved: boolean): void;
  onChooseDrawer(drawerId: string): void;
  /** The customer's language for the receipt; null: the store's. */
  receiptLanguage: DocumentLanguage | null;
  onReceiptLanguage(language: DocumentLanguage | null): void;
  onComplete(): void;
  onBack(): void;
}

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
          {completion.error.message}
        </Banner>
      ) : null}
    </form>
  );
}

/** The language the receipt prints in: the store's unless the customer asks for another. */
function ReceiptLanguageChoice(props: {
  value: DocumentLanguage | null;
  disabled: boolean;
  onChange(language: DocumentLanguage | null): void;
}) {
  const t = useMessages();
  const options = [
    { value: '', label: t('receiptLanguage.store') },
    ...DOCUMENT_LANGUAGES.map((language) => ({ value: language, label: t(`receiptLanguage.${language}`) })),
  ];
  return (
    <Select
      className="tender__receipt-language"
      label={t('receiptLanguage.label')}
      hint={t('receiptLanguage.hint')}
      value={props.value ?? ''}
      options={options}
      disabled={props.disabled}
      onValueChange={(value) => {
        const chosen = DOCUMENT_LANGUAGES.find((language) => language === value);
        props.onChange(chosen ?? null);
      }}
    />
  );
}

function TenderBody(props: TenderPanelProps) {
  const { total, draft, checkout, completion } = props;
  const locale = useLocale();
  const t = useMessages();
  const busy = completion.status === 'pending';
  const cashInvolved = draft.mode !== 'card';
  const showRounding = checkout.roundingApplies && cashInvolved;
  const cash = checkout.cash;
  const card = checkout.card;

  return (
    <>
      <dl className="tender__ledger" aria-label={t('sale.tender.amounts')}>
        {props.tax && !props.tax.pricesIncludeTax ? (
          <>
            <LedgerRow label={t('sale.subtotal')} amount={props.tax.subtotal} />
            {props.tax.taxLines.map((line) => (
              <LedgerRow
                key={`${line.componentId} ${line.rate}`}
                label={taxLineLabel(line)}
                amount={line.amount}
              />
            ))}
          </>
        ) : null}
        <LedgerRow label={t('sale.total')} amount={total} strong={!showRounding && draft.mode !== 'split'} />
        {props.tax?.pricesIncludeTax
          ? props.tax.taxLines.map((line) => (
              <LedgerRow
                key={`${line.componentId} ${line.rate}`}
                label={t('sale.tax.included', { tax: taxLineLabel(line) })}
                amount={line.amount}
              />
            ))
          : null}
        {draft.mode === 'split' ? (
          <>
            <LedgerRow label={t('sale.method.card')} amount={card?.amount ?? null} />
            <LedgerRow label={t('sale.tender.cashPart')} amount={cash?.share ?? null} />
          </>
        ) : null}
        {showRounding ? (
          <>
            <LedgerRow
              label={t('sale.cashRounding')}
              amount={cash?.roundingAdjustment ?? null}
              hint={
                props.rounding?.increment
                  ? t('sale.tender.roundingHint', {
                      increment: formatMoney(props.rounding.increment, locale),
                    })
                  : undefined
              }
              tone="rounding"
            />
            {draft.mode === 'split' ? (
              <LedgerRow label={t('sale.tender.cashToCollect')} amount={cash?.amount ?? null} />
            ) : null}
            <LedgerRow
              label={t('sale.tender.totalAfterRounding')}
              amount={checkout.plan?.totalCharged ?? null}
              strong
            />
          </>
        ) : null}
      </dl>

      {draft.mode === 'card' ? (
        <div className="tender__terminal">
          <Icon name="card" size={34} />
          <div>
            <p className="tender__terminal-label">{t('sale.tender.terminal')}</p>
            <MoneyText value={card?.amount ?? total} className="tender__terminal-amount" />
            <p className="tender__terminal-note">{t('sale.tender.terminal.note')}</p>
          </div>
          <Button
            type="submit"
            variant="primary"
            size="large"
            shortcut="Enter"
            busy={busy}
            autoFocus
            className="tender__confirm"
          >
            {t('sale.tender.cardApproved')}
          </Button>
        </div>
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

/** "NY State 4%", "QST 9.975%": the rate exactly as configured. */
export function taxLineLabel(line: SaleTaxLineView): string {
  return `${line.label} ${line.rate}%`;
}

function LedgerRow({
  label,
  amount,
  strong = false,
  hint,
  tone,
}: {
  label: string;
  amount: Money | null;
  strong?: boolean;
  hint?: string;
  tone?: 'rounding';
}) {
  const locale = useLocale();
  // A rounding of zero is not a warning: the line stays (the associate sees that rounding applies) in the
  // ledger's neutral colour; only an adjustment that changes what is collected is marked.
  const marked = tone === 'rounding' && amount !== null && amount.minor !== 0;
  return (
    <div
      className={[
        'tender__row',
        strong ? 'tender__row--strong' : '',
        tone ? `tender__row--${tone}` : '',
        marked ? 'tender__row--adjusted' : '',
      ].join(' ')}
    >
      <dt>
        <span>{label}</span>
        {hint ? <span className="tender__row-hint">{hint}</span> : null}
      </dt>
      <dd>
        {amount === null ? (
          <span className="tender__row-missing">—</span>
        ) : tone === 'rounding' ? (
          <span className="tabular-nums">{formatSignedMoney(amount, locale)}</span>
        ) : (
          <MoneyText value={amount} />
        )}
      </dd>
    </div>
  );
}

/** Split, step 1: the card part, charged on the terminal and confirmed. */
function SplitCardStep(props: TenderPanelProps) {
  const { total, draft, checkout } = props;
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const [text, setText] = useState('');
  const busy = props.completion.status === 'pending';
  // The plan refuses a card part of zero or less, or one that covers the whole total.
  const error =
    checkout.problem?.field === 'cardAmount'
      ? t(
          draft.cardAmount && draft.cardAmount.minor <= 0
            ? 'sale.tender.cardPart.zero'
            : 'sale.tender.cardPart.tooLarge',
        )
      : null;
  return (
    <div className="tender__step">
      <div className="tender__step-head">
        <span className="tender__step-number">1</span>
        <span>{t('sale.tender.cardStep')}</span>
      </div>
      <div className="tender__split-card">
        <MoneyField
          label={t('sale.tender.cardPart')}
          currency={total.currency}
          locale={locale}
          value={text}
          autoFocus
          data-scanner="capture"
          disabled={busy}
          error={error}
          onValueChange={(next, reading) => {
            setText(next);
            props.onCardAmount(reading.ok ? reading.money : null);
          }}
        />
        {draft.cardApproved && checkout.card ? (
          <div className="tender__approved" role="status">
            <Icon name="checkCircle" size={22} />
            <span>
              {rich('sale.tender.cardApprovedAmount', { amount: <MoneyText value={checkout.card.amount} /> })}
            </span>
            <Button size="small" variant="ghost" disabled={busy} onClick={() => props.onCardApproved(false)}>
              {t('sale.tender.undo')}
            </Button>
          </div>
        ) : (
          <Button
            variant="secondary"
            size="large"
            icon="check"
            disabled={!checkout.card || busy}
            onClick={() => props.onCardApproved(true)}
          >
            {t('sale.tender.cardApproved')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** Cash (and split, step 2): cash received, quick-cash buttons, change due, the drawer. */
function CashStep(props: TenderPanelProps & { autoFocusCash: boolean }) {
  const { total, draft, checkout, completion, cash: drawer } = props;
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const [text, setText] = useState('');
  const busy = completion.status === 'pending';
  const cashDue = checkout.cash?.amount ?? null;
  const quick = cashDue ? quickCashAmounts(cashDue) : [];
  const problem = checkout.problem?.field === 'cashTendered' ? checkout.problem : null;
  const refusedField = completion.error?.details?.find((detail) =>
    /^tenders\.\d+\.tendered$/.test(detail.path),
  );
  const error = problem
    ? problem.shortBy
      ? t('sale.tender.shortBy', { amount: formatMoney(problem.shortBy, locale) })
      : problem.message
    : (refusedField?.message ?? null);

  /** A quick-cash press: the amount is taken and, once the sale can complete, Enter completes it. */
  function take(amount: Money, button: HTMLButtonElement) {
    setText(inputText(amount, locale));
    props.onCashTendered(amount);
    const form = button.form;
    requestAnimationFrame(() =>
      form?.querySelector<HTMLButtonElement>('button[type="submit"]:not(:disabled)')?.focus(),
    );
  }

  const change = checkout.cash?.change ?? null;
  const drawerChoices = drawer.setup && drawer.setup.operationMode !== 'none' && !drawer.setup.pairedDrawerId;
  const drawerRefusal = completion.error?.reasonFor('drawerId') ?? null;

  return (
    <div className="tender__step">
      {draft.mode === 'split' ? (
        <div className="tender__step-head">
          <span className="tender__step-number">2</span>
          <span>
            {cashDue
              ? rich('sale.tender.cashStepAmount', { amount: <MoneyText value={cashDue} /> })
              : t('sale.tender.cashStep')}
          </span>
        </div>
      ) : null}
      <div className="tender__cash">
        <MoneyField
          label={t('sale.cashReceived')}
          currency={total.currency}
          locale={locale}
          value={text}
          autoFocus={props.autoFocusCash}
          data-scanner="capture"
          disabled={busy || !cashDue}
          error={error}
          className="tender__cash-field"
          onValueChange={(next, reading) => {
            setText(next);
            props.onCashTendered(reading.ok ? reading.money : null);
          }}
        />
        <div className="tender__change" aria-live="polite">
          <span className="tender__change-label">{t('sale.changeDue')}</span>
          {change ? (
            <MoneyText value={change} className="tender__change-amount" />
          ) : (
            <span className="tender__change-amount tender__change-amount--none">—</span>
          )}
        </div>
        {cashDue ? (
          <div className="tender__quick" role="group" aria-label={t('sale.tender.quickCash')}>
            <button
              type="button"
              className="tender__quick-button"
              disabled={busy}
              onClick={(event) => take(cashDue, event.currentTarget)}
            >
              {/* Named by what it shows ("Exact $10.05"), in every language: a screen-reader user and a
                  voice-control user say the same words. */}
              <span className="tender__quick-kind">{t('sale.tender.exact')}</span>{' '}
              <MoneyText value={cashDue} />
            </button>
            {quick.map((amount) => (
              <button
                key={amount.minor}
                type="button"
                className="tender__quick-button"
                disabled={busy}
                onClick={(event) => take(amount, event.currentTarget)}
              >
                <MoneyText value={amount} />
              </button>
            ))}
          </div>
        ) : null}
      </div>

      {drawerChoices && drawer.setup ? (
        drawer.setup.drawers.some((option) => option.open) ? (
          <Select
            label={t('sale.tender.drawer')}
            value={drawer.drawerId ?? ''}
            disabled={busy}
            error={drawerRefusal ?? (drawer.drawerId ? null : drawer.problem)}
            options={[
              ...(drawer.drawerId
                ? []
                : [{ value: '', label: t('sale.tender.drawer.choose'), disabled: true }]),
              ...drawer.setup.drawers.map((option) => ({
                value: option.drawerId,
                label: option.open ? option.name : t('sale.tender.drawer.notOpen', { name: option.name }),
                disabled: !option.open,
              })),
            ]}
            onValueChange={(drawerId) => props.onChooseDrawer(drawerId)}
          />
        ) : (
          <Banner tone="warning" title={t('sale.tender.drawer.noneOpen')}>
            {drawer.problem}
          </Banner>
        )
      ) : null}
    </div>
  );
}

/** An amount as a person would type it in this locale ("20.00", "20,00"). */
function inputText(amount: Money, locale: string): string {
  return toDecimalString(amount).replace('.', separatorsOf(locale).decimal);
}
