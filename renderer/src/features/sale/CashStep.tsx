// Cash (and split, step 2): cash received, quick-cash buttons, change due, and the drawer that takes it.
import { useState } from 'react';
import { formatMoney, toDecimalString, type Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { MoneyField, MoneyText, useErrorText, useLocale } from '../../ui';
import { separatorsOf } from '../../ui/money-input';
import { QuickCashButtons } from './QuickCashButtons';
import { TenderDrawerChoice } from './TenderDrawerChoice';
import type { TenderPanelProps } from './tender-panel-props';
import { tenderProblemText } from './tender-problem-text';

export function CashStep(props: TenderPanelProps & { autoFocusCash: boolean }) {
  const { total, draft, checkout, completion, cash: drawer } = props;
  const locale = useLocale();
  const t = useMessages();
  const [text, setText] = useState('');
  const busy = completion.status === 'pending';
  const cashDue = checkout.cash?.amount ?? null;
  const error = useCashError(props);
  const errorText = useErrorText();

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

  return (
    <div className="tender__step">
      {draft.mode === 'split' ? <CashStepHead cashDue={cashDue} /> : null}
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
        {cashDue ? <QuickCashButtons cashDue={cashDue} disabled={busy} onTake={take} /> : null}
      </div>

      {drawerChoices && drawer.setup ? (
        <TenderDrawerChoice
          setup={drawer.setup}
          drawerId={drawer.drawerId}
          problem={drawer.problem}
          refusal={errorText.reason(completion.error, 'drawerId') ?? null}
          disabled={busy}
          onChoose={props.onChooseDrawer}
        />
      ) : null}
    </div>
  );
}

/** The split's step 2 heading: "Cash: $12.00" once the card part is known. */
function CashStepHead({ cashDue }: { cashDue: Money | null }) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="tender__step-head">
      <span className="tender__step-number">2</span>
      <span>
        {cashDue
          ? rich('sale.tender.cashStepAmount', { amount: <MoneyText value={cashDue} /> })
          : t('sale.tender.cashStep')}
      </span>
    </div>
  );
}

/** What is wrong with the cash received: short by an amount, the plan's problem, or the platform's refusal. */
function useCashError({ checkout, completion }: TenderPanelProps): string | null {
  const locale = useLocale();
  const t = useMessages();
  const errorText = useErrorText();
  const problem = checkout.problem?.field === 'cashTendered' ? checkout.problem : null;
  const refusedField = completion.error?.details?.find((detail) =>
    /^tenders\.\d+\.tendered$/.test(detail.path),
  );
  return problem
    ? problem.shortBy
      ? t('sale.tender.shortBy', { amount: formatMoney(problem.shortBy, locale) })
      : tenderProblemText(problem.code, t)
    : refusedField && completion.error
      ? (errorText.reason(completion.error, refusedField.path) ?? null)
      : null;
}

/** An amount as a person would type it in this locale ("20.00", "20,00"). */
function inputText(amount: Money, locale: string): string {
  return toDecimalString(amount).replace('.', separatorsOf(locale).decimal);
}
