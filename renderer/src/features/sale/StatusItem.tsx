// One line of "what happened around it" after a sale or a return (the receipt, the drawer, the platform),
// with its icon, and the receipt's printing as such a line.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { Icon, Spinner, type IconName } from '../../ui';
import './sale.css';

export function StatusItem({
  icon,
  tone,
  title,
  detail,
  busy = false,
}: {
  icon: IconName;
  tone: 'ok' | 'warn' | 'muted';
  title: string;
  detail?: string | null;
  busy?: boolean;
}) {
  return (
    <li className={`sale-status sale-status--${tone}`}>
      <span className="sale-status__icon">
        {busy ? <Spinner size={18} label="" /> : <Icon name={icon} size={20} />}
      </span>
      <span className="sale-status__text">
        <span className="sale-status__title">{title}</span>
        {detail ? <span className="sale-status__detail">{detail}</span> : null}
      </span>
    </li>
  );
}

export function ReceiptStatus({
  jobs,
  document = 'Receipt',
}: {
  jobs: readonly PrintJobView[];
  /** What is printed, as the lines name it ("Receipt", "Refund receipt"). */
  document?: string;
}) {
  const lower = document.toLowerCase();
  if (jobs.length === 0) {
    return (
      <StatusItem
        icon="printer"
        tone="warn"
        title={`No ${lower} printed`}
        detail="No receipt printer is set up on this workstation (Devices)."
      />
    );
  }
  if (jobs.every((job) => job.state === 'printed')) {
    return <StatusItem icon="printer" tone="ok" title={`${document} printed`} />;
  }
  const problem = jobs.find((job) => job.state === 'failed' || job.state === 'needs_confirmation');
  if (problem) {
    return (
      <StatusItem
        icon="printer"
        tone="warn"
        title={problem.state === 'failed' ? `${document} not printed` : `Did the ${lower} print?`}
        detail={problem.lastError ?? 'See the print jobs in the status bar to print it again.'}
      />
    );
  }
  return <StatusItem icon="printer" tone="muted" title={`Printing the ${lower}…`} busy />;
}
