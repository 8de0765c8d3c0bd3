// The records an import rejected, as a table an admin can work through: filter by words, entity or problem,
// sort by any column (the header buttons; aria-sort says how), export what is shown as CSV to fix the
// source. Thousands of rows stay fast: the DataTable renders only the visible ones.
import { useMemo, useState } from 'react';
import type { ImportError } from '../../../../shared/contract/import-job';
import { IMPORT_ENTITIES } from '../../../../shared/contract/import-job';
import {
  Button,
  DataTable,
  EmptyState,
  Icon,
  Select,
  StatusBadge,
  TextField,
  formatNumber,
  nextTableSort,
  useErrorText,
  useLocale,
  type Column,
} from '../../ui';
import {
  DEFAULT_ERROR_SORT,
  NO_ERROR_FILTER,
  errorCodesOf,
  filterImportErrors,
  importErrorsToCsv,
  sortImportErrors,
  type ImportErrorColumn,
  type ImportErrorFilter,
  type ImportErrorSort,
} from './import-errors';
import { ENTITY_LABELS, type Translate } from './setup-labels';
import { useMessages } from '../../i18n/I18nProvider';

/** A rejected record's problem in the session's language; the tooltip repeats it for a cut-off cell. */
function ImportErrorMessage({ error }: { error: ImportError }) {
  const text = useErrorText().message(error);
  return (
    <span className="import-errors__message" title={text}>
      {text}
    </span>
  );
}

function errorColumns(
  locale: string,
  t: Translate,
): ReadonlyArray<Column<ImportError> & { id: ImportErrorColumn }> {
  return [
    {
      id: 'entity',
      header: t('setup.importErrors.entity'),
      width: '118px',
      sortable: true,
      cell: (error) => (
        <StatusBadge tone="neutral" plain>
          {t(ENTITY_LABELS[error.entity])}
        </StatusBadge>
      ),
    },
    {
      id: 'file',
      header: t('setup.importErrors.file'),
      width: 'minmax(150px, 0.8fr)',
      sortable: true,
      cell: (error) => (
        <span className="import-errors__mono" title={error.file}>
          {error.file}
        </span>
      ),
    },
    {
      id: 'index',
      header: t('setup.importErrors.record'),
      width: '92px',
      align: 'end',
      sortable: true,
      cell: (error) => formatNumber(error.index, locale),
    },
    {
      id: 'product_id',
      header: t('setup.importErrors.product'),
      width: 'minmax(150px, 1fr)',
      sortable: true,
      cell: (error) =>
        error.product_id === null ? (
          <span className="setup-muted">{t('setup.importErrors.noProduct')}</span>
        ) : (
          <span className="import-errors__mono" title={error.product_id}>
            {error.product_id}
          </span>
        ),
    },
    {
      id: 'code',
      header: t('setup.importErrors.problem'),
      width: 'minmax(170px, 1fr)',
      sortable: true,
      cell: (error) => <code className="import-errors__code">{error.code}</code>,
    },
    {
      id: 'message',
      header: t('setup.importErrors.message'),
      width: 'minmax(220px, 2.2fr)',
      sortable: true,
      cell: (error) => <ImportErrorMessage error={error} />,
    },
  ];
}

export interface ImportErrorTableProps {
  errors: readonly ImportError[];
  /** The import the errors belong to (names the CSV file). */
  importId: string;
}

export function ImportErrorTable({ errors, importId }: ImportErrorTableProps) {
  const locale = useLocale();
  const t = useMessages();
  const [filter, setFilter] = useState<ImportErrorFilter>(NO_ERROR_FILTER);
  const [sort, setSort] = useState<ImportErrorSort>(DEFAULT_ERROR_SORT);
  const rows = useMemo(
    () => sortImportErrors(filterImportErrors(errors, filter), sort),
    [errors, filter, sort],
  );
  const columns = useMemo(() => errorColumns(locale, t), [locale, t]);

  function exportCsv() {
    const url = URL.createObjectURL(new Blob([importErrorsToCsv(rows)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `import-${importId}-errors.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  return (
    <div className="import-errors">
      <ImportErrorFilters
        errors={errors}
        filter={filter}
        onFilter={setFilter}
        onExport={exportCsv}
        canExport={rows.length > 0}
      />
      <p className="import-errors__count" role="status">
        {rows.length !== errors.length
          ? t('setup.importErrors.showing', { shown: rows.length, count: errors.length })
          : t('setup.importErrors.count', { count: errors.length })}
      </p>
      <DataTable
        label={t('setup.importErrors.table')}
        className="import-errors__table"
        columns={columns}
        rows={rows}
        rowKey={(error) => `${error.entity}-${error.file}-${error.index}-${error.code}`}
        rowHeight={56}
        virtualizeFrom={60}
        sort={sort}
        onSortChange={(column) => setSort((current) => nextTableSort(current, column) as ImportErrorSort)}
        empty={
          <EmptyState
            icon="search"
            title={t('setup.importErrors.noMatch')}
            message={t('setup.importErrors.noMatch.message')}
            actions={
              <Button size="small" onClick={() => setFilter(NO_ERROR_FILTER)}>
                {t('setup.importErrors.clearFilters')}
              </Button>
            }
          />
        }
      />
    </div>
  );
}

function ImportErrorFilters({
  errors,
  filter,
  onFilter,
  onExport,
  canExport,
}: {
  errors: readonly ImportError[];
  filter: ImportErrorFilter;
  onFilter: (change: (current: ImportErrorFilter) => ImportErrorFilter) => void;
  onExport: () => void;
  canExport: boolean;
}) {
  const t = useMessages();
  const codes = useMemo(() => errorCodesOf(errors), [errors]);
  return (
    <div className="import-errors__toolbar">
      <TextField
        label={t('setup.importErrors.find')}
        type="search"
        value={filter.text}
        placeholder={t('setup.importErrors.find.placeholder')}
        startAdornment={<Icon name="search" size={18} />}
        onValueChange={(text) => onFilter((current) => ({ ...current, text }))}
        className="import-errors__search"
      />
      <Select
        label={t('setup.importErrors.entity')}
        value={filter.entity}
        options={[
          { value: 'all', label: t('setup.importErrors.allEntities') },
          ...IMPORT_ENTITIES.map((entity) => ({ value: entity, label: t(ENTITY_LABELS[entity]) })),
        ]}
        onValueChange={(entity) =>
          onFilter((current) => ({ ...current, entity: entity as ImportErrorFilter['entity'] }))
        }
      />
      <Select
        label={t('setup.importErrors.problem')}
        value={filter.code}
        options={[
          { value: 'all', label: t('setup.importErrors.allProblems') },
          ...codes.map((code) => ({ value: code, label: code })),
        ]}
        onValueChange={(code) => onFilter((current) => ({ ...current, code }))}
      />
      <Button icon="inbox" onClick={onExport} disabled={!canExport}>
        {t('setup.importErrors.export')}
      </Button>
    </div>
  );
}
