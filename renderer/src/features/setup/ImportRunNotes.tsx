// What the import status adds to its steps: how far a running job got (its phase and the records read so
// far), and, for a finished job whose on-hold pickup orders were not rerouted, what the manager does next.
import type { ImportJob } from '../../../../shared/contract/import-job';
import { Banner } from '../../ui';
import { useMessages } from '../../i18n/I18nProvider';

/** "Reading the records · 1,234 records read" while the job runs; nothing before it runs or once it ended. */
export function RunningImportProgress({ job }: { job: ImportJob }) {
  const t = useMessages();
  if (job.status !== 'running' || (job.phase === undefined && job.progress === undefined)) return null;
  return (
    <p className="import-status__run">
      {/* Only the phase is a live region: the count moves about every second and a screen reader would read
          it out at each change; it stays on screen to be read when wanted. */}
      <span role="status">{job.phase ? t('importProgress.phase', { phase: job.phase }) : null}</span>
      {job.phase && job.progress ? ' · ' : null}
      {job.progress ? (
        <span>{t('importProgress.recordsRead', { count: job.progress.records_read })}</span>
      ) : null}
    </p>
  );
}

/**
 * A warning, not an error: the import's data is applied, only the rerouting of orders on hold for stock was
 * given up. Worded from the failure's presence, never from the platform's English message.
 */
export function RerouteFailureWarning({ job }: { job: ImportJob }) {
  const t = useMessages();
  if (job.status !== 'finished' || !job.reroute_failure) return null;
  return (
    <Banner tone="warning" title={t('importProgress.rerouteFailed.title')}>
      {t('importProgress.rerouteFailed.message')}
    </Banner>
  );
}
