// Where the current import stands: its steps (created → queued → running → finished or failed), what it
// applied and rejected, and, for a job that failed as a whole, why and what to do.
import type { ImportJob, ImportJobStatus as Status } from '../../../../shared/contract/import-job';
import { Banner, DateText, Icon, Spinner, StatusBadge, formatNumber, useLocale } from '../../ui';
import { isImportOver } from '../../store/setup-slice';
import { ENTITY_LABELS, FAILURE_ADVICE, JOB_STATUS_LABELS } from './setup-labels';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { RerouteFailureWarning, RunningImportProgress } from './ImportRunNotes';
import { importFailureText } from './import-failure-text';

const STEPS: readonly Status[] = ['created', 'queued', 'running', 'finished'];
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
  const t = useMessages();
  const rich = useRichMessages();
  const status = JOB_STATUS_LABELS[job.status];
  return (
    <div className="import-status">
      <div className="import-status__head">
        <div>
          <div className="import-status__id">{t('setup.importStatus.title', { id: job.import_id })}</div>
          <div className="setup-muted">
            {job.entities.map((entity) => t(ENTITY_LABELS[entity])).join(' · ')} ·{' '}
            {rich('setup.importStatus.started', {
              time: <DateText value={job.created_at} style="dateTime" />,
            })}
            {sourceUri ? (
              <>
                {' '}
                ·{' '}
                <span title={sourceUri}>
                  {sourceUri.startsWith('https://127.0.0.1') ? t('setup.importStatus.servedHere') : sourceUri}
                </span>
              </>
            ) : null}
          </div>
        </div>
        <StatusBadge tone={status.tone}>{t(status.label)}</StatusBadge>
      </div>

      <div className="import-status__progress">
        <ImportSteps job={job} />

        <dl className="import-counts">
          {(['products', 'prices', 'availabilities'] as const).map((entity) => (
            <div key={entity} className="import-count">
              <dt>{t(ENTITY_LABELS[entity])}</dt>
              <dd>{formatNumber(job.counts[entity], locale)}</dd>
            </div>
          ))}
          <div className={`import-count${job.counts.rejected > 0 ? ' import-count--warning' : ''}`}>
            <dt>{t('setup.importStatus.rejected')}</dt>
            <dd>{formatNumber(job.counts.rejected, locale)}</dd>
          </div>
        </dl>
      </div>

      <ImportOutcome job={job} errorCount={errorCount} />
    </div>
  );
}

function ImportSteps({ job }: { job: ImportJob }) {
  const t = useMessages();
  const reached = ORDER[job.status];
  const failed = job.status === 'failed';
  return (
    <ol className="import-steps" aria-label={t('setup.importStatus.progress')}>
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
        const label = t(JOB_STATUS_LABELS[last && failed ? 'failed' : step].label);
        return (
          <li
            key={step}
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
  const t = useMessages();
  const locale = useLocale();
  const advice = job.failure ? FAILURE_ADVICE[job.failure.code] : undefined;
  return (
    <>
      {job.status === 'failed' && job.failure ? (
        <Banner tone="danger" title={t('setup.importStatus.failed', { code: job.failure.code })}>
          <p className="import-status__failure">{importFailureText(job.failure, t, locale)}</p>
          <p className="import-status__failure">
            {advice ? t(advice) : t('setup.importStatus.failed.advice')}
          </p>
        </Banner>
      ) : job.status === 'finished' && errorCount === 0 ? (
        <Banner tone="info" icon="check" title={t('setup.importStatus.clean')}>
          {t('setup.importStatus.clean.message')}
        </Banner>
      ) : job.status === 'finished' ? (
        <Banner tone="warning" title={t('setup.importStatus.someRejected', { count: errorCount })}>
          {t('setup.importStatus.someRejected.message')}
        </Banner>
      ) : (
        <div>
          <RunningImportProgress job={job} />
          <p className="setup-muted">{t('setup.importStatus.processing')}</p>
        </div>
      )}
      <RerouteFailureWarning job={job} />
    </>
  );
}
