// One line to pick: the product and its codes, how many are picked of how many, and − / + / All.
import { useMessages } from '../../i18n/I18nProvider';
import { Button, Icon } from '../../ui';
import { lineName, type PickLine } from '../../domain/pick-progress';
import { LineCodes, LineTitle } from './LineProduct';

export function PickLineRow({
  line,
  picked,
  justScanned,
  scanSeq,
  onQuantity,
}: {
  line: PickLine;
  picked: number;
  justScanned: boolean;
  scanSeq: number;
  onQuantity: (quantity: number) => void;
}) {
  const t = useMessages();
  const complete = picked >= line.ordered;
  const titleId = `pick-line-${line.productId}`;
  const name = lineName(line);
  return (
    <li
      className={`pick-line${complete ? ' pick-line--complete' : ''}${justScanned ? ' pick-line--scanned' : ''}`}
      aria-label={name}
    >
      {/* A new node per scan restarts the highlight. */}
      {justScanned ? <span key={scanSeq} className="pick-line__flash" aria-hidden="true" /> : null}
      <span className="pick-line__tile" aria-hidden="true">
        {complete ? <Icon name="check" size={24} /> : <Icon name="bag" size={22} />}
      </span>
      <div className="pick-line__product">
        <span className="pick-line__title" id={titleId}>
          <LineTitle line={line} />
        </span>
        <span className="pick-line__codes">
          <LineCodes line={line} />
        </span>
      </div>
      <div className="pick-line__count" aria-live="off">
        <output
          className="pick-line__picked"
          aria-label={t('pickup.line.pickedOf', { name })}
          data-testid={`picked-${line.productId}`}
        >
          {t('pickup.line.count', { picked, ordered: line.ordered })}
        </output>
        <span className="pick-line__state">
          {complete ? t('pickup.line.done') : t('pickup.line.left', { count: line.ordered - picked })}
        </span>
      </div>
      <PickLineStepper line={line} name={name} picked={picked} complete={complete} onQuantity={onQuantity} />
    </li>
  );
}

/** The line's quantity by hand: one less, one more, or all of them. */
function PickLineStepper({
  line,
  name,
  picked,
  complete,
  onQuantity,
}: {
  line: PickLine;
  name: string;
  picked: number;
  complete: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const t = useMessages();
  return (
    <div className="pick-line__stepper" role="group" aria-label={t('pickup.line.quantity', { name })}>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('pickup.line.less', { name })}
        disabled={picked <= 0}
        onClick={() => onQuantity(picked - 1)}
      >
        <Icon name="minus" size={20} />
      </button>
      <button
        type="button"
        className="stepper-button"
        aria-label={t('pickup.line.more', { name })}
        disabled={complete}
        onClick={() => onQuantity(picked + 1)}
      >
        <Icon name="plus" size={20} />
      </button>
      <Button
        size="small"
        variant={complete ? 'ghost' : 'secondary'}
        disabled={complete}
        aria-label={t('pickup.line.allName', { ordered: line.ordered, name })}
        onClick={() => onQuantity(line.ordered)}
      >
        {t('pickup.line.all', { ordered: line.ordered })}
      </Button>
    </div>
  );
}
