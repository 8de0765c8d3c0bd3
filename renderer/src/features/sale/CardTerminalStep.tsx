import type { Money } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { Button, Icon, MoneyText } from '../../ui';

/** Card: the amount to charge on the external terminal, and "Card approved on terminal" (Enter). */
export function CardTerminalStep({ amount, busy }: { amount: Money; busy: boolean }) {
  const t = useMessages();
  return (
    <div className="tender__terminal">
      <Icon name="card" size={34} />
      <div>
        <p className="tender__terminal-label">{t('sale.tender.terminal')}</p>
        <MoneyText value={amount} className="tender__terminal-amount" />
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
  );
}
