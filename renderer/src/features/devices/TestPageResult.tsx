// Whether the last test page of a printer came out, as its job goes: sending, printed (with a preview of
// what the paper shows), waiting for the printer (why), failed (why), or stopped mid-way (check the paper).
import type { PrinterType } from '../../../../shared/contract/print-config';
import { usePosStore } from '../../store/pos-store';
import { DateText, Spinner } from '../../ui';
import { DocumentPreviewButton } from '../printing';

export function TestPageResult({ printerType, name }: { printerType: PrinterType; name: string }) {
  const job = usePosStore((state) => {
    const jobId = state.testPageJobs[printerType];
    return jobId ? state.printJobs[jobId] : undefined;
  });
  if (!job) return null;
  const preview = <DocumentPreviewButton jobId={job.jobId} documentName={`test page on ${name}`} />;
  if (job.state === 'printed') {
    return (
      <div className="test-page test-page--success" role="status" aria-label="Test page">
        <span>
          The test page came out of {name}
          {job.printedAt ? (
            <>
              {' '}
              at <DateText value={job.printedAt} style="time" />
            </>
          ) : null}
          .
        </span>
        {preview}
      </div>
    );
  }
  if (job.state === 'failed') {
    return (
      <div className="test-page test-page--danger" role="alert" aria-label="Test page">
        <span>The test page did not print: {job.lastError ?? 'the printer refused it'}.</span>
        {preview}
      </div>
    );
  }
  if (job.state === 'needs_confirmation') {
    return (
      <div className="test-page test-page--warning" role="alert" aria-label="Test page">
        <span>
          The printer stopped in the middle of the test page ({job.lastError ?? 'connection lost'}). Check the
          paper.
        </span>
        {preview}
      </div>
    );
  }
  return (
    <div className="test-page test-page--pending" role="status" aria-label="Test page">
      <Spinner size={16} label="" />
      <span>
        {job.lastError
          ? `Waiting for ${name}: ${job.lastError} It prints as soon as the printer can.`
          : `Sending the test page to ${name}…`}
      </span>
    </div>
  );
}
