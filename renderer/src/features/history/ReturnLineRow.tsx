import type { SaleView } from '../../../../shared/bridge/views/returns';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import type { ReturnLineRefusal } from '../../store/returns-slice';
import { MoneyText, TextField } from '../../ui';

/** A sold line: price, sold and already returned, and how many come back (at most what is left). */
export function ReturnLineRow({
  line,
  text,
  refusal,
  onText,
}: {
  line: SaleView['lines'][number];
  /** The quantity as typed. */
  text: string;
  /** Why the quantity typed is refused, on its line. */
  refusal: ReturnLineRefusal | null;
  onText(text: string): void;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <li className="history__return-line" aria-label={line.title}>
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
          value={text}
          onValueChange={onText}
          hint={t('history.return.atMost', { max: line.returnable })}
          error={refusal ? t('history.return.lineRefusal', refusal) : null}
        />
      )}
    </li>
  );
}
