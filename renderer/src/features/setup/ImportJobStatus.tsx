// Where the current import stands: its steps (created → queued → running → finished or failed), what it
// applied and rejected, and, for a job that failed as a whole, why and what to do.
import type { ImportJob, ImportJobStatus as Status } from '../../../../shared/contract/import-job';
import { Banner, DateText, Icon, Spinner, StatusBadge, formatNumber, useLocale } from '../../ui';
import { isImportOver } from '../../store/setup-slice';
import { ENTITY_LABELS, FAILURE_ADVICE, JOB_STATUS_LABELS } from './setup-labels';

const STEPS: ReadonlyArray<{ status: Status; label: string }> = [
  { status: 'created', label: 'Created' },
  { status: 'queued', label: 'Queued' },
  { status: 'running', label: 'Running' },
  { status: 'finished', label: 'Finished' },
];
const ORDER: Record<Status, number> = { created: 0, queued: 1, running: 2, finished: 3, failed: 3 };

export function ImportJobStatus({
  job,
  sourceUri,
  errorCount,
}: {
  job: ImportJob;
  sourceUri: string | null;
  errorCount: number;
}) {
  const locale = useLocale();
  const status = JOB_STATUS_LABELS[job.status];
  return (
    <div className="import-status">
      <div className="import-status__head">
        <div>
          <div className="import-status__id">Import {job.import_id}</div>
          <div className="setup-muted">
            {job.entities.map((entity) => ENTITY_LABELS[entity]).join(' · ')} · started{' '}
            <DateText value={job.created_at} style="dateTime" />
            {sourceUri ? (
              <>
                {' '}
                ·{' '}
                <span title={sourceUri}>
                  {sourceUri.startsWith('https://127.0.0.1') ? 'served from this workstation' : sourceUri}
                </span>
              </>
            ) : null}
          </div>
        </div>
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
      </div>

      <div className="import-status__progress">
        <ImportSteps job={job} />

        <dl className="import-counts">
          {(['products', 'prices', 'availabilities'] as const).map((entity) => (
            <div key={entity} className="import-count">
              <dt>{ENTITY_LABELS[entity]}</dt>
              <dd>{formatNumber(job.counts[entity], locale)}</dd>
            </div>
          ))}
          <div className={`import-count${job.counts.rejected > 0 ? ' import-count--warning' : ''}`}>
            <dt>Rejected</dt>
            <dd>{formatNumber(job.counts.rejected, locale)}</dd>
          </div>
        </dl>
      </div>

      <ImportOutcome job={job} errorCount={errorCount} />
    </div>
  );
}

function ImportSteps({ job }: { job: ImportJob }) {
  const reached = ORDER[job.status];
  const failed = job.status === 'failed';
  return (
    <ol className="import-steps" aria-label="Import progress">
      {STEPS.map((step, index) => {
        const last = index === STEPS.length - 1;
        const state =
          last && failed
            ? 'failed'
            : index < reached || (index === reached && isImportOver(job))
              ? 'done'
              : index === reached
                ? 'current'
                : 'todo';
        const label = last && failed ? 'Failed' : step.label;
        return (
          <li
            key={step.status}
            className={`import-step import-step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="import-step__mark" aria-hidden="true">
              {state === 'done' ? (
                <Icon name="check" size={16} />
              ) : state === 'failed' ? (
                <Icon name="close" size={16} />
              ) : state === 'current' ? (
                <Spinner size={14} label="" />
              ) : (
                index + 1
              )}
            </span>
            <span className="import-step__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** How the job ended (or that it is still going), and what to do next. */
function ImportOutcome({ job, errorCount }: { job: ImportJob; errorCount: number }) {
  const locale = useLocale();
  return (
    <>
      {job.status === 'failed' && job.failure ? (
        <Banner tone="danger" title={`The import failed: ${job.failure.code}`}>
          <p className="import-status__failure">{job.failure.message}</p>
          <p className="import-status__failure">
            {FAILURE_ADVICE[job.failure.code] ??
              'Fix the archive and import it again. Nothing from it was applied.'}
          </p>
        </Banner>
      ) : job.status === 'finished' && errorCount === 0 ? (
        <Banner tone="info" icon="check" title="Imported without errors">
          Every record was applied. Workstations get the new catalog at their next sync.
        </Banner>
      ) : job.status === 'finished' ? (
        <Banner
          tone="warning"
          title={`${formatNumber(errorCount, locale)} ${errorCount === 1 ? 'record was' : 'records were'} rejected`}
        >
          Every other record was applied. Fix the rejected ones in the source and import them again.
        </Banner>
      ) : (
        <p className="setup-muted" role="status">
          The platform is processing the archive; this updates by itself.
        </p>
      )}
    </>
  );
}
