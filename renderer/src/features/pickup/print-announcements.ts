// What a screen reader says when print jobs reach an end: "Invoice, copy 1 of 2 printed", "Packing slip
// did not print: no printer", "Receipt may not have come out complete". Only a change of a known job's
// state is news: jobs seen for the first time (a list loaded) are not read out.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { sourceText, type Translate } from '../../i18n/I18nProvider';
import type { Politeness } from '../../ui';
import { printerProblemText } from '../printing';
import { jobName } from './PrintStatusPanel';

export interface PrintAnnouncement {
  message: string;
  politeness: Politeness;
}

type Jobs = Readonly<Record<string, PrintJobView>>;

/** `t`: the session's messages (US English when the caller has none). */
export function printAnnouncement(
  before: Jobs,
  after: Jobs,
  t: Translate = sourceText,
): PrintAnnouncement | null {
  const printed: string[] = [];
  const troubles: string[] = [];
  for (const job of Object.values(after)) {
    const previous = before[job.jobId];
    // Only a job seen before whose state moved is news; one first seen (a list loaded) is not.
    if (!previous || previous.state === job.state) continue;
    const name = jobName(t, job);
    if (job.state === 'printed') printed.push(t('pickup.announce.printed', { name }));
    else if (job.state === 'failed')
      troubles.push(
        job.lastError
          ? t('pickup.announce.failedBecause', { name, error: printerProblemText(job.lastError, t) })
          : t('pickup.announce.failed', { name }),
      );
    else if (job.state === 'needs_confirmation') troubles.push(t('pickup.announce.uncertain', { name }));
  }
  if (printed.length === 0 && troubles.length === 0) return null;
  return {
    message: t('pickup.announce.sentences', { sentences: [...troubles, ...printed].join('. ') }),
    politeness: troubles.length > 0 ? 'assertive' : 'polite',
  };
}
