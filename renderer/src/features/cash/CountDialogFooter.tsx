import type { Money } from '../../../../shared/money';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Button, MoneyText } from '../../ui';
import type { CountStepName } from './use-drawer-count';

/** The count's buttons per step: Cancel and "Start count"; Cancel and "Record $X"; then Done. */
export function CountDialogFooter(props: {
  step: CountStepName;
  /** The step's action: "Record count", "Open day", "Close day". */
  action: string;
  counted: Money | null;
  starting: boolean;
  recording: boolean;
  recordButtonId: string;
  onStart(): void;
  onRecord(): void;
  onClose(): void;
}) {
  const { step, counted, recording, onClose } = props;
  const t = useMessages();
  const rich = useRichMessages();
  if (step === 'start') {
    return (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('cash.cancel')}
        </Button>
        <Button
          variant="primary"
          size="large"
          icon="cash"
          busy={props.starting}
          onClick={props.onStart}
          autoFocus
        >
          {t('cash.count.start')}
        </Button>
      </>
    );
  }
  if (step === 'count') {
    return (
      <>
        <Button variant="ghost" onClick={onClose} disabled={recording}>
          {t('cash.cancel')}
        </Button>
        <Button
          id={props.recordButtonId}
          variant="primary"
          size="large"
          busy={recording}
          disabled={counted === null}
          onClick={props.onRecord}
        >
          {counted
            ? rich('cash.count.submitWith', { action: props.action, amount: <MoneyText value={counted} /> })
            : props.action}
        </Button>
      </>
    );
  }
  return (
    <Button variant="primary" size="large" onClick={onClose} autoFocus>
      {t('cash.done')}
    </Button>
  );
}
