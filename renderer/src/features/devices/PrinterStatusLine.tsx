// How the printer attached to a printer_type is right now (its real-time status): being asked, its badge with
// its problems and when it was checked, or why it could not be asked.
import type { PrinterType } from '../../../../shared/contract/print-config';
import type { PrinterStatusView } from '../../../../shared/bridge/views/printing';
import type { ActionStatus } from '../../store/slice';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { RelativeTime, Spinner, StatusBadge, errorMessage } from '../../ui';
import { printerNoteText, printerProblemText } from '../printing';
import { statusBadge } from './printer-labels';

export function PrinterStatusLine({
  printerType,
  status,
  statusLoad,
}: {
  printerType: PrinterType;
  status: PrinterStatusView | undefined;
  statusLoad: ActionStatus | undefined;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  return (
    <div className="printer-card__status" aria-label={t('devices.card.status', { type: printerType })}>
      {statusLoad?.status === 'pending' && !status ? (
        <span role="status">
          <Spinner size={16} label="" /> {t('devices.card.asking')}
        </span>
      ) : status ? (
        <>
          <StatusBadge tone={statusBadge(status).tone}>{t(statusBadge(status).text)}</StatusBadge>
          {status.problems.length > 0 ? (
            <span className="printer-card__problems">
              {status.problems.map((problem) => printerProblemText(problem, t)).join(', ')}
            </span>
          ) : null}
          {status.note ? <span className="devices-muted">{printerNoteText(status.note, t)}</span> : null}
          <span className="devices-muted">
            {rich('devices.card.checked', { when: <RelativeTime value={status.checkedAt} /> })}
          </span>
        </>
      ) : statusLoad?.status === 'failed' && statusLoad.error ? (
        <span className="printer-card__problems">{errorMessage(statusLoad.error)}</span>
      ) : null}
    </div>
  );
}
