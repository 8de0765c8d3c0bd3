// The records an import rejected, as a table an admin can work through: filter by words, entity or problem,
// sort by any column (the header buttons; aria-sort says how), export what is shown as CSV to fix the
// source. Thousands of rows stay fast: only the visible ones are rendered (@tanstack/react-virtual).
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import type { ImportError } from '../../../../shared/contract/import-job';
import { IMPORT_ENTITIES } from '../../../../shared/contract/import-job';
import { Button, EmptyState, Icon, Select, StatusBadge, TextField, formatNumber, useLocale } from '../../ui';
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
import { ENTITY_LABELS } from './setup-labels';

const COLUMNS: ReadonlyArray<{ id: ImportErrorColumn; header: string; width: string; numeric?: boolean }> = [
  { id: 'entity', header: 'Entity', width: '118px' },
  { id: 'file', header: 'File', width: 'minmax(150px, 0.8fr)' },
  { id: 'index', header: 'Record', width: '92px', numeric: true },
  { id: 'product_id', header: 'Product', width: 'minmax(150px, 1fr)' },
  { id: 'code', header: 'Problem', width: 'minmax(170px, 1fr)' },
  { id: 'message', header: 'Message', width: 'minmax(220px, 2.2fr)' },
];
const TEMPLATE = COLUMNS.map((column) => column.width).join(' ');
const ROW_HEIGHT = 56;
const VIRTUALIZE_FROM = 60;
const FALLBACK_RECT = { width: 1024, height: 480 };

/** A zero size (no layout yet, or a test DOM) counts as a typical window, so the first rows render. */
function observeRectOrFallback<Scroller extends Element>(
  instance: Virtualizer<Scroller, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
}

export interface ImportErrorTableProps {
  errors: readonly ImportError[];
  /** The import the errors belong to (names the CSV file). */
  importId: string;
}

export function ImportErrorTable({ errors, importId }: ImportErrorTableProps) {
  const locale = useLocale();
  const [filter, setFilter] = useState<ImportErrorFilter>(NO_ERROR_FILTER);
  const [sort, setSort] = useState<ImportErrorSort>(DEFAULT_ERROR_SORT);
  const rows = useMemo(
    () => sortImportErrors(filterImportErrors(errors, filter), sort),
    [errors, filter, sort],
  );
  const codes = useMemo(() => errorCodesOf(errors), [errors]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  // The virtualizer's functions change identity on purpose; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
  });

  function sortBy(column: ImportErrorColumn) {
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
        : { column, direction: 'ascending' },
    );
  }

  function exportCsv() {
    const url = URL.createObjectURL(new Blob([importErrorsToCsv(rows)], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `import-${importId}-errors.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  const filtered = rows.length !== errors.length;
  const renderRow = (error: ImportError, index: number, style?: React.CSSProperties) => (
    <div
      key={`${error.entity}-${error.file}-${error.index}-${error.code}`}
      role="row"
      aria-rowindex={index + 2}
      className="data-table__row import-errors__row"
      style={{ gridTemplateColumns: TEMPLATE, ...style }}
    >
      <div role="cell" className="data-table__cell">
        <StatusBadge tone="neutral" plain>
          {ENTITY_LABELS[error.entity]}
        </StatusBadge>
      </div>
      <div role="cell" className="data-table__cell import-errors__mono" title={error.file}>
        {error.file}
      </div>
      <div role="cell" className="data-table__cell data-table__cell--end">
        {formatNumber(error.index, locale)}
      </div>
      <div role="cell" className="data-table__cell import-errors__mono" title={error.product_id ?? undefined}>
        {error.product_id ?? <span className="setup-muted">none</span>}
      </div>
      <div role="cell" className="data-table__cell">
        <code className="import-errors__code">{error.code}</code>
      </div>
      <div role="cell" className="data-table__cell import-errors__message" title={error.message}>
        {error.message}
      </div>
    </div>
  );

  return (
    <div className="import-errors">
      <div className="import-errors__toolbar">
        <TextField
          label="Find in errors"
          type="search"
          value={filter.text}
          placeholder="Product id, problem or message words"
          startAdornment={<Icon name="search" size={18} />}
          onValueChange={(text) => setFilter((current) => ({ ...current, text }))}
          className="import-errors__search"
        />
        <Select
          label="Entity"
          value={filter.entity}
          options={[
            { value: 'all', label: 'All entities' },
            ...IMPORT_ENTITIES.map((entity) => ({ value: entity, label: ENTITY_LABELS[entity] })),
          ]}
          onValueChange={(entity) =>
            setFilter((current) => ({ ...current, entity: entity as ImportErrorFilter['entity'] }))
          }
        />
        <Select
          label="Problem"
          value={filter.code}
          options={[
            { value: 'all', label: 'All problems' },
            ...codes.map((code) => ({ value: code, label: code })),
          ]}
          onValueChange={(code) => setFilter((current) => ({ ...current, code }))}
        />
        <Button icon="inbox" onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </Button>
      </div>
      <p className="import-errors__count" role="status">
        {filtered
          ? `Showing ${formatNumber(rows.length, locale)} of ${formatNumber(errors.length, locale)} rejected records`
          : `${formatNumber(errors.length, locale)} rejected ${errors.length === 1 ? 'record' : 'records'}`}
      </p>
      <div className="data-table import-errors__table">
        {/* The table holds only rows (ARIA): the empty state sits beside it in the scroll area. */}
        <div ref={scroller} className="data-table__scroll">
          <div role="table" aria-label="Import errors" aria-rowcount={rows.length + 1}>
            <div role="rowgroup">
              <div
                role="row"
                aria-rowindex={1}
                className="data-table__row data-table__row--header"
                style={{ gridTemplateColumns: TEMPLATE }}
              >
                {COLUMNS.map((column) => {
                  const active = sort.column === column.id;
                  return (
                    <div
                      key={column.id}
                      role="columnheader"
                      aria-sort={active ? sort.direction : 'none'}
                      className={`data-table__cell${column.numeric ? ' data-table__cell--end' : ''}`}
                    >
                      <button type="button" className="import-errors__sort" onClick={() => sortBy(column.id)}>
                        {column.header}
                        <span aria-hidden="true" className="import-errors__sort-mark">
                          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    </div>
                  );
                })}
              </div>
            </div>
            {rows.length === 0 ? null : virtual ? (
              <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
                {virtualizer.getVirtualItems().map((item) =>
                  renderRow(rows[item.index] as ImportError, item.index, {
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: item.size,
                    transform: `translateY(${item.start}px)`,
                  }),
                )}
              </div>
            ) : (
              <div role="rowgroup">{rows.map((row, index) => renderRow(row, index))}</div>
            )}
          </div>
          {rows.length === 0 ? (
            <EmptyState
              icon="search"
              title="No error matches"
              message="Clear the search or choose all entities and problems."
              actions={
                <Button size="small" onClick={() => setFilter(NO_ERROR_FILTER)}>
                  Clear filters
                </Button>
              }
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
