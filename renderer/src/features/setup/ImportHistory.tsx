// The platform's recent imports, newest first; opening one shows its status and errors. A finished import
// whose on-hold pickup orders were not rerouted says so in its status.
import type { ImportJob } from '../../../../shared/contract/import-job';
import { DataTable, EmptyState, RelativeTime, StatusBadge, formatNumber, useLocale } from '../../ui';
import { ENTITY_LABELS, JOB_STATUS_LABELS } from './setup-labels';
import { useMessages } from '../../i18n/I18nProvider';

export function ImportHistory({
  jobs,
  selectedId,
  onOpen,
}: {
  jobs: readonly ImportJob[];
  selectedId: string | null;
  onOpen: (importId: string) => void;
}) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <DataTable
      label={t('setup.importHistory.title')}
      rows={jobs}
      rowKey={(job) => job.import_id}
      selectedKey={selectedId}
      onRowActivate={(job) => onOpen(job.import_id)}
      rowHeight={60}
      columns={[
        {
          id: 'when',
          header: t('setup.importHistory.started'),
          width: '1.1fr',
          cell: (job) => (
            <div className="import-history__when">
              <RelativeTime value={job.created_at} />
              <span className="setup-muted">
                {job.entities.map((entity) => t(ENTITY_LABELS[entity])).join(', ')}
              </span>
            </div>
          ),
        },
        {
          id: 'status',
          header: t('setup.importHistory.status'),
          width: '0.8fr',
          cell: (job) => (
            <div className="import-history__status">
              <StatusBadge tone={JOB_STATUS_LABELS[job.status].tone}>
                {t(JOB_STATUS_LABELS[job.status].label)}
              </StatusBadge>
              {/* Data applied, but the on-hold orders it could serve stayed on hold: the status panel says more. */}
              {job.status === 'finished' && job.reroute_failure ? (
                <StatusBadge tone="warning">{t('importOutcome.history.notRerouted')}</StatusBadge>
              ) : null}
            </div>
          ),
        },
        {
          id: 'counts',
          header: t('setup.importHistory.counts'),
          width: '1fr',
          align: 'end',
          cell: (job) =>
            `${formatNumber(job.counts.products + job.counts.prices + job.counts.availabilities, locale)} · ${formatNumber(job.counts.rejected, locale)}`,
        },
      ]}
      empty={
        <EmptyState
          icon="inbox"
          title={t('setup.importHistory.empty')}
          message={t('setup.importHistory.empty.message')}
        />
      }
    />
  );
}
