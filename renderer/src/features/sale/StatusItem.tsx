// One line of "what happened around it" after a sale or a return (the receipt, the drawer, the platform),
// with its icon, and the receipt's printing as such a line.
import type { PrintJobView } from '../../../../shared/bridge/views/printing';
import { useMessages } from '../../i18n/I18nProvider';
import { Icon, Spinner, type IconName } from '../../ui';
import { printerProblemText } from '../printing';
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

/** What is printed: the sale's receipt, or a return's refund receipt (each language names it in its own words). */
export type ReceiptDocument = 'receipt' | 'refund';

export function ReceiptStatus({
  jobs,
  document = 'receipt',
}: {
  jobs: readonly PrintJobView[];
  document?: ReceiptDocument;
}) {
  const t = useMessages();
  const values = { document };
  if (jobs.length === 0) {
    return (
      <StatusItem
        icon="printer"
        tone="warn"
        title={t('sale.receipt.none', values)}
        detail={t('sale.receipt.none.detail')}
      />
    );
  }
  if (jobs.every((job) => job.state === 'printed')) {
    return <StatusItem icon="printer" tone="ok" title={t('sale.receipt.printed', values)} />;
  }
  const problem = jobs.find((job) => job.state === 'failed' || job.state === 'needs_confirmation');
  if (problem) {
    return (
      <StatusItem
        icon="printer"
        tone="warn"
        title={t(problem.state === 'failed' ? 'sale.receipt.failed' : 'sale.receipt.unsure', values)}
        detail={
          problem.lastError ? printerProblemText(problem.lastError, t) : t('sale.receipt.problem.detail')
        }
      />
    );
  }
  return <StatusItem icon="printer" tone="muted" title={t('sale.receipt.printing', values)} busy />;
}
