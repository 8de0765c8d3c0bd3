// Whether the last test page of a printer came out, as its job goes: sending, printed (with a preview of
// what the paper shows), waiting for the printer (why), failed (why), or stopped mid-way (check the paper).
import type { PrinterType } from '../../../../shared/contract/print-config';
import { usePosStore } from '../../store/pos-store';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { DateText, Spinner } from '../../ui';
import { DocumentPreviewButton, printerProblemText } from '../printing';

export function TestPageResult({ printerType, name }: { printerType: PrinterType; name: string }) {
  const t = useMessages();
  const rich = useRichMessages();
  const job = usePosStore((state) => {
    const jobId = state.testPageJobs[printerType];
    return jobId ? state.printJobs[jobId] : undefined;
  });
  if (!job) return null;
  const preview = (
    <DocumentPreviewButton jobId={job.jobId} documentName={t('devices.test.document', { name })} />
  );
  if (job.state === 'printed') {
    return (
      <div className="test-page test-page--success" role="status" aria-label={t('devices.test.region')}>
        <span>
          {job.printedAt
            ? rich('devices.test.printedAt', {
                name,
                time: <DateText value={job.printedAt} style="time" />,
              })
            : t('devices.test.printed', { name })}
        </span>
        {preview}
      </div>
    );
  }
  if (job.state === 'failed') {
    return (
      <div className="test-page test-page--danger" role="alert" aria-label={t('devices.test.region')}>
        <span>
          {t('devices.test.failed', {
            reason: job.lastError ? printerProblemText(job.lastError, t) : t('devices.test.refused'),
          })}
        </span>
        {preview}
      </div>
    );
  }
  if (job.state === 'needs_confirmation') {
    return (
      <div className="test-page test-page--warning" role="alert" aria-label={t('devices.test.region')}>
        <span>
          {t('devices.test.stopped', {
            reason: job.lastError ? printerProblemText(job.lastError, t) : t('devices.test.connectionLost'),
          })}
        </span>
        {preview}
      </div>
    );
  }
  return (
    <div className="test-page test-page--pending" role="status" aria-label={t('devices.test.region')}>
      <Spinner size={16} label="" />
      <span>
        {job.lastError
          ? t('devices.test.waiting', { name, reason: printerProblemText(job.lastError, t) })
          : t('devices.test.sending', { name })}
      </span>
    </div>
  );
}
