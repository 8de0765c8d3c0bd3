// The documents printed for an order, live from the print queue's events: each copy's state (queued,
// printing, printed, failed, needs confirmation), a reprint on request, and — when the printer dropped
// mid-job and nobody can know whether the copy came out — the associate's answer.
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { printJobsOfOrder, type PrintJobAction } from '../../store/printing-slice';
import { Banner, Button, DateText, LoadingBlock, StatusBadge, errorWhatToDo, Icon } from '../../ui';
import { DocumentPreviewButton } from '../printing';
import { documentLabel, printerLabel, printStateLabel, PRINT_STATE_TONES } from './order-labels';

export function PrintStatusPanel({ orderId, timeZone }: { orderId: string; timeZone?: string }) {
  const api = usePosStoreApi();
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
          <Icon name="printer" /> Documents
        </h2>
        {jobs.length > 0 ? (
          <span className="panel__header-note" aria-live="polite">
            {unsettled > 0
              ? `${unsettled} ${unsettled === 1 ? 'copy needs' : 'copies need'} your attention`
              : jobs.every((job) => job.state === 'printed' || settledByReprint(job))
                ? 'All printed'
                : 'Printing…'}
          </span>
        ) : null}
      </header>
      {jobs.length === 0 ? (
        load.status === 'pending' ? (
          <LoadingBlock label="Loading print jobs…" />
        ) : (
          <p className="panel__empty">
            No documents were printed for this order: the print configuration asks for none, or this
            workstation has no printer set up. An administrator sets printers up in Setup.
          </p>
        )
      ) : (
        <ul className="stack-list" aria-label="Print jobs">
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
        <p className="panel__hint">
          Check the printer (power, paper, cover), then choose Try again. If no printer is attached to this
          workstation, a manager or an administrator attaches one in Devices.
        </p>
      ) : null}
      {refused && action.error ? (
        <Banner tone="danger" title="The printer did not take that">
          {action.error.message} {errorWhatToDo(action.error)}
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
  const state = replaced
    ? { label: t('pickup.printState.reprinted'), tone: 'neutral' as const }
    : { label: printStateLabel(t, job.state), tone: PRINT_STATE_TONES[job.state] };
  const name = jobName(t, job);
  return (
    <li
      className={`print-job print-job--${replaced ? 'replaced' : job.state}`}
      aria-label={`${name}: ${state.label}`}
    >
      <div className="print-job__main">
        <span className="print-job__name">{name}</span>
        <span className="print-job__meta">
          {printerLabel(t, job.printerType)}
          {job.printedAt ? (
            <>
              {' · printed '}
              <DateText value={job.printedAt} style="time" timeZone={timeZone} />
            </>
          ) : null}
          {job.attempts > 1 && job.state !== 'printed' ? ` · attempt ${job.attempts}` : ''}
        </span>
        {job.lastError && job.state !== 'printed' && !replaced ? (
          <span className="print-job__error">{job.lastError}</span>
        ) : null}
      </div>
      <StatusBadge tone={state.tone}>{state.label}</StatusBadge>
      <div className="print-job__actions">
        <DocumentPreviewButton jobId={job.jobId} documentName={name} />
        {job.state === 'needs_confirmation' ? (
          <div className="print-job__question" role="group" aria-label={`Did the ${name} come out complete?`}>
            <span>Did it come out complete?</span>
            <Button size="small" disabled={busy} onClick={() => onAction('dismiss')}>
              Yes, it printed
            </Button>
            <Button size="small" variant="primary" busy={busy} onClick={() => onAction('confirmReprint')}>
              No, print again
            </Button>
          </div>
        ) : null}
        {job.state === 'failed' && !replaced ? (
          <Button size="small" variant="primary" busy={busy} onClick={() => onAction('retry')}>
            Try again
          </Button>
        ) : null}
        {job.state === 'printed' || (job.state === 'failed' && !replaced) ? (
          <Button
            size="small"
            aria-label={`Reprint ${name}`}
            disabled={busy}
            onClick={() => onAction('reprint')}
          >
            Reprint
          </Button>
        ) : null}
      </div>
    </li>
  );
}
