import { useState } from 'react';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Button, Icon, MoneyField, MoneyText, useLocale } from '../../ui';
import type { TenderPanelProps } from './tender-panel-props';
import { tenderProblemText } from './tender-problem-text';

/** Split, step 1: the card part, charged on the terminal and confirmed. */
export function SplitCardStep(props: TenderPanelProps) {
  const { total, draft, checkout } = props;
  const locale = useLocale();
  const t = useMessages();
  const rich = useRichMessages();
  const [text, setText] = useState('');
  const busy = props.completion.status === 'pending';
  // The plan refuses a card part of zero or less, or one that covers the whole total.
  const error = checkout.problem?.field === 'cardAmount' ? tenderProblemText(checkout.problem.code, t) : null;
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
