// A cart line's quantity: − / typed / +. Enter or leaving the field takes what was typed, Esc drops it,
// the arrow keys step it.
import { useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStoreApi } from '../../store/pos-store';
import { Icon, parseWholeNumber } from '../../ui';
import { MAX_LINE_QUANTITY } from '../../domain/cart-math';

export function LineQuantityStepper({
  productId,
  title,
  quantity,
}: {
  productId: string;
  title: string;
  quantity: number;
}) {
  const api = usePosStoreApi();
  const t = useMessages();
  // What is being typed; null shows the line's quantity (also when a scan or +/− changed it).
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? String(quantity);
  const reading = parseWholeNumber(text, 1, MAX_LINE_QUANTITY);

  function commit() {
    if (reading.ok) api.getState().setLineQuantity(productId, reading.value);
    setTyped(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setTyped(null);
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setTyped(null);
      api.getState().changeLineQuantity(productId, event.key === 'ArrowUp' ? 1 : -1);
    }
  }

  return (
    <div className="sale-line__quantity">
      <StepButton
        label={t('sale.line.less', { title })}
        icon="minus"
        onClick={() => api.getState().changeLineQuantity(productId, -1)}
      />
      <input
        className={['sale-line__input', reading.ok ? '' : 'sale-line__input--invalid'].join(' ')}
        aria-label={t('sale.line.quantityOf', { title })}
        aria-invalid={reading.ok ? undefined : true}
        inputMode="numeric"
        autoComplete="off"
        data-scanner="capture"
        value={text}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
      />
      <StepButton
        label={t('sale.line.more', { title })}
        icon="plus"
        onClick={() => api.getState().changeLineQuantity(productId, 1)}
      />
    </div>
  );
}

/** A square touch target with one of the sale icons. */
function StepButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: 'plus' | 'minus';
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button--secondary sale-line__step"
      aria-label={label}
      title={label}
      onClick={onClick}
    >
      <Icon name={icon} size={18} />
    </button>
  );
}
