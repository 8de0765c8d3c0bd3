// Picking an order: scan each item (keyboard-wedge scanner, anywhere on the screen) or type its EAN/SKU and
// press Enter, or confirm quantities by hand. A code that is not in the order, or one unit too many, is
// refused out loud (alert + tone) and nothing is counted. When everything is in the bag: Mark ready; when
// something cannot be found: Items missing, which puts the order on hold.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, Icon, TextField, useScanner, useShortcut } from '../../ui';
import {
  isFullyPicked,
  lineName,
  missingItems,
  pickedOf,
  pickLinesOf,
  unitsOrdered,
  unitsPicked,
  type PickLine,
} from '../../domain/pick-progress';
import { RejectItemsDialog } from './RejectItemsDialog';
import { ScanFeedback } from './ScanFeedback';
import { playScanTone } from './scan-sound';

const NO_PROGRESS = {};

export function PickingPanel() {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const { order, picked, lastScan, action } = usePosStore(
    useShallow((state) => ({
      order: state.openOrder,
      picked: (state.openOrder && state.pickProgress[state.openOrder.orderId]) || NO_PROGRESS,
      lastScan: state.lastScan,
      action: state.orderAction,
    })),
  );
  const [code, setCode] = useState('');
  const [rejectOpen, setRejectOpen] = useState(false);
  const picking = order?.status === 'in_picking';

  function scan(scanned: string) {
    const outcome = api.getState().scanItem(scanned);
    if (outcome) playScanTone(outcome.kind === 'picked' ? 'accepted' : 'refused');
  }

  useScanner(scan, { enabled: picking });

  const lines = order ? pickLinesOf(order) : [];
  const complete = isFullyPicked(lines, picked);
  const missing = missingItems(lines, picked);
  const busy = action.status === 'pending';

  async function markReady() {
    if (!complete || busy) return;
    await api.getState().markReady();
  }

  useShortcut('F9', () => void markReady(), { enabled: picking });
  useShortcut('F7', () => setRejectOpen(true), { enabled: picking && missing.length > 0 });

  if (!order || !picking) return null;

  const total = unitsOrdered(lines);
  const done = unitsPicked(lines, picked);

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    scan(code.trim());
    setCode('');
  }

  return (
    <section className="picking panel" aria-labelledby="picking-title">
      <div className="picking__scan">
        <span className="picking__scan-icon" aria-hidden="true">
          <Icon name="barcode" size={30} />
        </span>
        <div className="picking__scan-text">
          <h2 id="picking-title">{t('pickup.pick.title')}</h2>
          <p>{t('pickup.pick.help')}</p>
        </div>
        <form className="picking__code" onSubmit={submitCode}>
          <TextField
            label={t('pickup.pick.code')}
            value={code}
            onValueChange={setCode}
            placeholder={t('pickup.pick.codePlaceholder')}
            autoComplete="off"
            spellCheck={false}
            data-scanner="capture"
          />
          <Button type="submit" variant="secondary">
            {t('pickup.pick.add')}
          </Button>
        </form>
      </div>

      <div className="picking__progress">
        <div className="picking__progress-text">
          {rich('pickup.pick.progress', {
            done,
            total,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label={t('pickup.pick.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t('pickup.pick.progressValue', { done, total })}
        >
          <span className="progress__bar" style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }} />
        </div>
      </div>

      <ScanFeedback scan={lastScan} />

      <ul className="stack-list" aria-label={t('pickup.state.itemsToPick')}>
        {lines.map((line) => (
          <PickLineRow
            key={line.productId}
            line={line}
            picked={pickedOf(picked, line.productId)}
            justScanned={
              lastScan !== null && 'productId' in lastScan && lastScan.productId === line.productId
            }
            scanSeq={lastScan?.seq ?? 0}
            onQuantity={(quantity) => api.getState().setPickedQuantity(line.productId, quantity)}
          />
        ))}
      </ul>

      <footer className="picking__footer">
        <div className="picking__footer-hint">
          {complete ? t('pickup.pick.complete') : t('pickup.pick.remaining', { count: total - done })}
        </div>
        <Button
          variant="secondary"
          size="large"
          shortcut="F7"
          disabled={missing.length === 0 || busy}
          onClick={() => setRejectOpen(true)}
        >
          {t('pickup.pick.missing')}
        </Button>
        <Button
          variant="primary"
          size="large"
          shortcut="F9"
          icon="check"
          disabled={!complete}
          busy={busy && action.action === 'markReady'}
          onClick={() => void markReady()}
        >
          {t('pickup.pick.markReady')}
        </Button>
      </footer>

      <RejectItemsDialog open={rejectOpen} missing={missing} onClose={() => setRejectOpen(false)} />
    </section>
  );
}

function PickLineRow({
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
          {line.title}
          {line.variant ? (
            <>
              {' '}
              <span className="pick-line__variant">{line.variant}</span>
            </>
          ) : null}
        </span>
        <span className="pick-line__codes">
          {line.sku ? <span>{t('pickup.code.sku', { code: line.sku })}</span> : null}
          {line.ean ? <span>{t('pickup.code.ean', { code: line.ean })}</span> : null}
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
    </li>
  );
}
