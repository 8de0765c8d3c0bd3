// The documents printed for an order, live from the print queue's events: each copy's state (queued,
// printing, printed, failed, needs confirmation), a reprint on request, and — when the printer dropped
// mid-job and nobody can know whether the copy came out — the associate's answer.
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { useMessages, useRichMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { printJobsOfOrder, type PrintJobAction } from '../../store/printing-slice';
import {
  errorMessage,
  Banner,
  Button,
  DateText,
  LoadingBlock,
  StatusBadge,
  errorWhatToDo,
  Icon,
} from '../../ui';
import { DocumentPreviewButton, printerProblemText } from '../printing';
import { documentLabel, printerLabel, printStateLabel, PRINT_STATE_TONES } from './order-labels';

export function PrintStatusPanel({ orderId, timeZone }: { orderId: string; timeZone?: string }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const { allJobs, load, action } = usePosStore(
    useShallow((state) => ({
      allJobs: state.printJobs,
      load: state.printJobsLoad,
      action: state.printJobAction,
    })),
  );
  const jobs = useMemo(() => printJobsOfOrder(allJobs, orderId), [allJobs, orderId]);
  const refused =
    action.status === 'failed' && action.error && jobs.some((job) => job.jobId === action.jobId);
  // The print queue's events keep the states current; while a copy is on its way, the jobs are also read
  // again now and then, so a missed event (the host restarting, a dropped socket) never leaves it "Printing".
  const underWay = jobs.some((job) => job.state === 'queued' || job.state === 'printing');
  useEffect(() => {
    if (!underWay) return;
    const timer = setInterval(() => void api.getState().loadPrintJobs(orderId), RECHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [underWay, api, orderId]);
  // A failed or uncertain copy that was printed again is settled: its reprint carries on.
  const reprinted = useMemo(
    () => new Set(jobs.flatMap((job) => (job.reprintOf ? [job.reprintOf] : []))),
    [jobs],
  );
  const settledByReprint = (job: PrintJobView) => job.state === 'failed' && reprinted.has(job.jobId);
  const unsettled = jobs.filter(
    (job) => job.state === 'needs_confirmation' || (job.state === 'failed' && !settledByReprint(job)),
  ).length;

  return (
    <section className="panel print-status" aria-labelledby="print-status-title">
      <header className="panel__header">
        <h2 id="print-status-title">
          <Icon name="printer" /> {t('pickup.docs.title')}
        </h2>
        {jobs.length > 0 ? (
          <span className="panel__header-note" aria-live="polite">
            {unsettled > 0
              ? t('pickup.docs.attention', { count: unsettled })
              : jobs.every((job) => job.state === 'printed' || settledByReprint(job))
                ? t('pickup.docs.allPrinted')
                : t('pickup.docs.printing')}
          </span>
        ) : null}
      </header>
      {jobs.length === 0 ? (
        load.status === 'pending' ? (
          <LoadingBlock label={t('pickup.docs.loading')} />
        ) : (
          <p className="panel__empty">{t('pickup.docs.none')}</p>
        )
      ) : (
        <ul className="stack-list" aria-label={t('pickup.docs.jobs')}>
          {jobs.map((job) => (
            <PrintJobRow
              key={job.jobId}
              job={job}
              replaced={settledByReprint(job)}
              busy={action.status === 'pending' && action.jobId === job.jobId}
              timeZone={timeZone}
              onAction={(verb) => void api.getState().actOnPrintJob(job.jobId, verb)}
            />
          ))}
        </ul>
      )}
      {jobs.some((job) => job.state === 'failed' && !settledByReprint(job)) ? (
        <p className="panel__hint">{t('pickup.docs.failedHint')}</p>
      ) : null}
      {refused && action.error ? (
        <Banner tone="danger" title={t('pickup.docs.refused')}>
          {errorMessage(action.error)} {errorWhatToDo(action.error)}
        </Banner>
      ) : null}
    </section>
  );
}

const RECHECK_EVERY_MS = 4_000;

/** "Invoice", "Packing slip (reprint), copy 1 of 2". */
export function jobName(t: Translate, job: PrintJobView): string {
  return t('pickup.print.jobName', {
    document: documentLabel(t, job.documentType),
    reprint: job.reprintOf ? 'yes' : 'no',
    copies: job.copies,
    copy: job.copyNumber,
  });
}

function PrintJobRow({
  job,
  replaced,
  busy,
  timeZone,
  onAction,
}: {
  job: PrintJobView;
  /** Failed, then printed again as another job: shown as such, with nothing left to do. */
  replaced: boolean;
  busy: boolean;
  timeZone: string | undefined;
  onAction: (action: PrintJobAction) => void;
}) {
  const t = useMessages();
  const rich = useRichMessages();
  const state = replaced
    ? { label: t('pickup.printState.reprinted'), tone: 'neutral' as const }
    : { label: printStateLabel(t, job.state), tone: PRINT_STATE_TONES[job.state] };
  const name = jobName(t, job);
  return (
    <li
      className={`print-job print-job--${replaced ? 'replaced' : job.state}`}
      aria-label={t('pickup.docs.job', { name, state: state.label })}
    >
      <div className="print-job__main">
        <span className="print-job__name">{name}</span>
        <span className="print-job__meta">
          {printerLabel(t, job.printerType)}
          {job.printedAt
            ? rich('pickup.docs.printedAt', {
                time: <DateText value={job.printedAt} style="time" timeZone={timeZone} />,
              })
            : null}
          {job.attempts > 1 && job.state !== 'printed'
            ? t('pickup.docs.attempt', { count: job.attempts })
            : ''}
        </span>
        {job.lastError && job.state !== 'printed' && !replaced ? (
          <span className="print-job__error">{printerProblemText(job.lastError, t)}</span>
        ) : null}
      </div>
      <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      <div className="print-job__actions">
        <DocumentPreviewButton jobId={job.jobId} documentName={name} />
        {job.state === 'needs_confirmation' ? (
          <div className="print-job__question" role="group" aria-label={t('pickup.docs.complete', { name })}>
            <span>{t('pickup.docs.completeQuestion')}</span>
            <Button size="small" disabled={busy} onClick={() => onAction('dismiss')}>
              {t('pickup.docs.yes')}
            </Button>
            <Button size="small" variant="primary" busy={busy} onClick={() => onAction('confirmReprint')}>
              {t('pickup.docs.no')}
            </Button>
          </div>
        ) : null}
        {job.state === 'failed' && !replaced ? (
          <Button size="small" variant="primary" busy={busy} onClick={() => onAction('retry')}>
            {t('pickup.docs.tryAgain')}
          </Button>
        ) : null}
        {job.state === 'printed' || (job.state === 'failed' && !replaced) ? (
          <Button
            size="small"
            aria-label={t('pickup.docs.reprintName', { name })}
            disabled={busy}
            onClick={() => onAction('reprint')}
          >
            {t('pickup.docs.reprint')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
