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
  missingItems,
  pickedOf,
  pickLinesOf,
  unitsOrdered,
  unitsPicked,
} from '../../domain/pick-progress';
import { PickLineRow } from './PickLineRow';
import { RejectItemsDialog } from './RejectItemsDialog';
import { ScanFeedback } from './ScanFeedback';
import { playScanTone } from './scan-sound';

const NO_PROGRESS = {};

export function PickingPanel() {
  const api = usePosStoreApi();
  const t = useMessages();
  const { order, picked, lastScan, action } = usePosStore(
    useShallow((state) => ({
      order: state.openOrder,
      picked: (state.openOrder && state.pickProgress[state.openOrder.orderId]) || NO_PROGRESS,
      lastScan: state.lastScan,
      action: state.orderAction,
    })),
  );
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

  return (
    <section className="picking panel" aria-labelledby="picking-title">
      <PickScanBar onScan={scan} />

      <PickProgress done={done} total={total} />

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

      <PickingFooter
        remaining={total - done}
        complete={complete}
        missing={missing.length > 0}
        busy={busy}
        markingReady={busy && action.action === 'markReady'}
        onMissing={() => setRejectOpen(true)}
        onMarkReady={() => void markReady()}
      />

      <RejectItemsDialog open={rejectOpen} missing={missing} onClose={() => setRejectOpen(false)} />
    </section>
  );
}

/** Scan anywhere, or type the EAN/SKU here and press Enter (or Add). */
function PickScanBar({ onScan }: { onScan(code: string): void }) {
  const t = useMessages();
  const [code, setCode] = useState('');

  function submitCode(event: FormEvent) {
    event.preventDefault();
    if (code.trim() === '') return;
    onScan(code.trim());
    setCode('');
  }

  return (
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
  );
}

/** "3 of 5 items picked" and its progress bar. */
function PickProgress({ done, total }: { done: number; total: number }) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
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
  );
}

/** What is left, "Items missing" (F7) when something is, and "Mark ready" (F9) once everything is picked. */
function PickingFooter(props: {
  remaining: number;
  complete: boolean;
  missing: boolean;
  busy: boolean;
  markingReady: boolean;
  onMissing(): void;
  onMarkReady(): void;
}) {
  const { remaining, complete, missing, busy, markingReady, onMissing, onMarkReady } = props;
  const t = useMessages();
  return (
    <footer className="picking__footer">
      <div className="picking__footer-hint">
        {complete ? t('pickup.pick.complete') : t('pickup.pick.remaining', { count: remaining })}
      </div>
      <Button variant="secondary" size="large" shortcut="F7" disabled={!missing || busy} onClick={onMissing}>
        {t('pickup.pick.missing')}
      </Button>
      <Button
        variant="primary"
        size="large"
        shortcut="F9"
        icon="check"
        disabled={!complete}
        busy={markingReady}
        onClick={onMarkReady}
      >
        {t('pickup.pick.markReady')}
      </Button>
    </footer>
  );
}
