// What became of the Z report a drawer's close prints: queued until the close reaches the platform (which
// writes the report), printing, printed, or not printed — then where to print it again (Cash Management →
// Reports). It follows the report's print job as the print queue reports it.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { useMessages } from '../../i18n/I18nProvider';
import { StatusItem } from '../sale';
import { printerProblemText } from '../printing';

export function ZReportPrintStatus({ job }: { job: PrintJobView | undefined }) {
  const t = useMessages();
  const reprintWhere = t('closeReport.reprintWhere');
  let status;
  if (!job) {
    status = (
      <StatusItem
        icon="printer"
        tone="muted"
        title={t('closeReport.queued')}
        detail={t('closeReport.queued.platform')}
        busy
      />
    );
  } else if (job.state === 'printed') {
    status = <StatusItem icon="printer" tone="ok" title={t('closeReport.printed')} />;
  } else if (job.state === 'failed') {
    status = (
      <StatusItem
        icon="printer"
        tone="warn"
        title={t('closeReport.failed')}
        detail={job.lastError ? `${printerProblemText(job.lastError, t)}. ${reprintWhere}` : reprintWhere}
      />
    );
  } else if (job.state === 'needs_confirmation') {
    status = (
      <StatusItem
        icon="printer"
        tone="warn"
        title={t('closeReport.check')}
        detail={t('closeReport.check.more', { where: reprintWhere })}
      />
    );
  } else if (job.state === 'queued' && job.lastError) {
    // The printer did not answer: the queue tries again by itself.
    status = (
      <StatusItem
        icon="printer"
        tone="warn"
        title={t('closeReport.queued')}
        detail={t('closeReport.queued.printer', { problem: printerProblemText(job.lastError, t) })}
        busy
      />
    );
  } else {
    status = <StatusItem icon="printer" tone="muted" title={t('closeReport.printing')} busy />;
  }
  return (
    <ul className="stack-list" aria-label={t('closeReport.label')}>
      {status}
    </ul>
  );
}
