// The answer to the last scan, where the associate looks: green when the item counts, red when it must go
// back on the shelf. Refusals are alerts (screen readers read them at once); each scan gets a fresh node so
// the same refusal twice is announced twice.
import { useMessages } from '../../i18n/I18nProvider';
import { Icon } from '../../ui';
import type { NumberedScan } from '../../store/pickup-slice';

export function ScanFeedback({ scan }: { scan: NumberedScan | null }) {
  // The slot stays while the panel is open, so each answer put in it is read out (a live region that
  // arrives with its text often is not); the newest answer interrupts the one before.
  return (
    <div className="scan-feedback-slot" aria-live="assertive" aria-atomic="true">
      <ScanAnswer scan={scan} />
    </div>
  );
}

function ScanAnswer({ scan }: { scan: NumberedScan | null }) {
  const t = useMessages();
  if (!scan) {
    return (
      <div className="scan-feedback scan-feedback--idle" role="status">
        <Icon name="barcode" size={22} />
        <span>{t('pickup.scanned.waiting')}</span>
      </div>
    );
  }
  if (scan.kind === 'picked') {
    return (
      <div key={scan.seq} className="scan-feedback scan-feedback--ok" role="status">
        <Icon name="check" size={24} />
        <div>
          <div className="scan-feedback__title">{t('pickup.scanned.picked', { title: scan.title })}</div>
          <div className="scan-feedback__detail">
            {t('pickup.scanned.inBag', { picked: scan.picked, ordered: scan.ordered })}
          </div>
        </div>
      </div>
    );
  }
  return (
    <div key={scan.seq} className="scan-feedback scan-feedback--refused" role="alert">
      <Icon name="alert" size={26} />
      <div>
        <div className="scan-feedback__title">
          {scan.kind === 'not_in_order'
            ? t('pickup.scanned.notInOrder')
            : t('pickup.scanned.already', { title: scan.title })}
        </div>
        <div className="scan-feedback__detail">
          {scan.kind === 'not_in_order'
            ? t('pickup.scanned.notInOrderHelp', { code: scan.code })
            : t('pickup.scanned.alreadyHelp', { ordered: scan.ordered })}
        </div>
      </div>
    </div>
  );
}
