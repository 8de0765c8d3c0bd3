// What a screen reader says when print jobs reach an end: "Invoice, copy 1 of 2 printed", "Packing slip
// did not print: no printer", "Receipt may not have come out complete". Only a change of a known job's
// state is news: jobs seen for the first time (a list loaded) are not read out.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import type { Politeness } from '../../ui';
import { jobName } from './PrintStatusPanel';

export interface PrintAnnouncement {
  message: string;
  politeness: Politeness;
}

type Jobs = Readonly<Record<string, PrintJobView>>;

export function printAnnouncement(before: Jobs, after: Jobs): PrintAnnouncement | null {
  const printed: string[] = [];
  const troubles: string[] = [];
  for (const job of Object.values(after)) {
    const previous = before[job.jobId];
    // Only a job seen before whose state moved is news; one first seen (a list loaded) is not.
    if (!previous || previous.state === job.state) continue;
    const name = jobName(job);
    if (job.state === 'printed') printed.push(`${name} printed`);
    else if (job.state === 'failed')
      troubles.push(`${name} did not print${job.lastError ? `: ${job.lastError}` : ''}`);
    else if (job.state === 'needs_confirmation')
      troubles.push(`${name} may not have come out complete: check it and say whether to print it again`);
  }
  if (printed.length === 0 && troubles.length === 0) return null;
  return {
    message: [...troubles, ...printed].join('. ') + '.',
    politeness: troubles.length > 0 ? 'assertive' : 'polite',
  };
}
