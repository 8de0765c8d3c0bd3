// Tables and lists that stay fast with thousands of rows: past `virtualizeFrom` rows only the visible ones
// are rendered (@tanstack/react-virtual). Rows can be activated with a click, Enter or Space, and the arrow
// keys move between them, so a list works from the keyboard alone. Sortable columns have a button in their
// header (Tab, then Enter or Space) and say how the rows are sorted through aria-sort; the screen sorts.
import {
  observeElementRect,
  useVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useRef, type CSSProperties, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import './data-table.css';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** A CSS grid track: '2fr', '120px', 'minmax(100px, 1fr)'. Default '1fr'. */
  width?: string;
  /** 'end' for amounts and counts. */
  align?: 'start' | 'end';
  /** Its header is a button that sorts by it (with `sort` and `onSortChange` on the table). */
  sortable?: boolean;
}

export type SortDirection = 'ascending' | 'descending';

/** How the rows are sorted: by which column, which way. */
export interface TableSort {
  column: string;
  direction: SortDirection;
}

/** The sort after pressing a column's header: the other way on the sorted column, else ascending. */
export function nextTableSort(current: TableSort, column: string): TableSort {
  return current.column === column
    ? { column, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { column, direction: 'ascending' };
}

export interface DataTableProps<Row> {
  /** The table's accessible name ("Orders to pick"). */
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Click / Enter / Space on a row. */
  onRowActivate?: (row: Row) => void;
  selectedKey?: string | null;
  /** Pixel height of one row (virtualised rows are this tall). Default 52. */
  rowHeight?: number;
  /** Rows from which only the visible ones are rendered. Default 100. */
  virtualizeFrom?: number;
  /** Shown instead of the rows when there are none (an EmptyState). */
  empty?: ReactNode;
  className?: string;
  /** How `rows` are sorted (they are shown as given). */
  sort?: TableSort;
  /** A sortable column's header was pressed: sort the rows by it (see nextTableSort). */
  onSortChange?: (column: string) => void;
}

const FALLBACK_RECT = { width: 1024, height: 640 };

/**
 * Measures the scroll area as usual, but a size of zero (no layout yet, or a test DOM without layout)
 * counts as a typical window, so the first rows are rendered rather than none.
 */
function observeRectOrFallback<Scroller extends Element>(
  instance: Virtualizer<Scroller, Element>,
  callback: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : FALLBACK_RECT));
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  onRowActivate,
  selectedKey,
  rowHeight = 52,
  virtualizeFrom = 100,
  empty,
  className,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= virtualizeFrom;
  // The virtualizer's functions change identity on purpose; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    enabled: virtual,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
  });
  const template = columns.map((column) => column.width ?? '1fr').join(' ');
  // Rows that take the focus scroll the table as they move; rows that do not leave that to the scroll area.
  const scrollsByFocus = rows.length > 0 && !onRowActivate;
  const onRowKeyDown = rowKeyDownHandler({
    scroller,
    rowCount: rows.length,
    scrollToIndex: virtual ? (index) => virtualizer.scrollToIndex(index) : null,
    onRowActivate,
  });
  const renderRow = (row: Row, index: number, style?: CSSProperties) => {
    const key = rowKey(row);
    return (
      <DataTableRow
        key={key}
        row={row}
        index={index}
        columns={columns}
        template={template}
        selected={selectedKey !== undefined ? selectedKey === key : undefined}
        onActivate={onRowActivate}
        onKeyDown={(event) => onRowKeyDown(event, row, index)}
        style={style}
      />
    );
  };

  return (
    <div className={['data-table', className].filter(Boolean).join(' ')}>
      {/* The scroll area holds the table and, when there are no rows, the empty state beside it: a table
          may hold only rows (ARIA), so the message that it is empty is not inside it. A table nobody can
          tab into still scrolls from the keyboard: its scroll area takes the focus instead. */}
      <div
        ref={scroller}
        className="data-table__scroll"
        tabIndex={scrollsByFocus ? 0 : undefined}
        role={scrollsByFocus ? 'group' : undefined}
        aria-label={scrollsByFocus ? label : undefined}
      >
        <div role="table" aria-label={label} aria-rowcount={rows.length + 1}>
          <HeaderRow columns={columns} template={template} sort={sort} onSortChange={onSortChange} />
          {rows.length === 0 ? null : virtual ? (
            <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer
                .getVirtualItems()
                .map((item) => renderRow(rows[item.index] as Row, item.index, virtualRowStyle(item)))}
            </div>
          ) : (
            <div role="rowgroup">{rows.map((row, index) => renderRow(row, index))}</div>
          )}
        </div>
        {rows.length === 0 ? empty : null}
      </div>
    </div>
  );
}

/** Where a rendered row of a virtualised table sits in the full height of all its rows. */
function virtualRowStyle(item: VirtualItem): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: item.size,
    transform: `translateY(${item.start}px)`,
  };
}

/** Enter or Space activates a row; the arrow keys move the focus to the row above or below (scrolling a
 * virtualised table first, so that row is rendered). */
function rowKeyDownHandler<Row>({
  scroller,
  rowCount,
  scrollToIndex,
  onRowActivate,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  rowCount: number;
  scrollToIndex: ((index: number) => void) | null;
  onRowActivate: ((row: Row) => void) | undefined;
}) {
  function focusRow(index: number) {
    if (index < 0 || index >= rowCount) return;
    scrollToIndex?.(index);
    // The row may only exist after the scroll rendered it.
    requestAnimationFrame(() =>
      scroller.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`)?.focus(),
    );
  }
  return (event: KeyboardEvent<HTMLDivElement>, row: Row, index: number) => {
    if ((event.key === 'Enter' || event.key === ' ') && onRowActivate) {
      event.preventDefault();
      onRowActivate(row);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(index + (event.key === 'ArrowDown' ? 1 : -1));
    }
  };
}

function HeaderRow<Row>({
  columns,
  template,
  sort,
  onSortChange,
}: {
  columns: readonly Column<Row>[];
  template: string;
  sort: TableSort | undefined;
  onSortChange: ((column: string) => void) | undefined;
}) {
  return (
    <div role="rowgroup">
      <div
        role="row"
        aria-rowindex={1}
        className="data-table__row data-table__row--header"
        style={{ gridTemplateColumns: template }}
      >
        {columns.map((column) => (
          <ColumnHeader key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
        ))}
      </div>
    </div>
  );
}

function DataTableRow<Row>({
  row,
  index,
  columns,
  template,
  selected,
  onActivate,
  onKeyDown,
  style,
}: {
  row: Row;
  index: number;
  columns: readonly Column<Row>[];
  template: string;
  selected: boolean | undefined;
  onActivate: ((row: Row) => void) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  style: CSSProperties | undefined;
}) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selected}
      data-row-index={index}
      tabIndex={onActivate ? 0 : undefined}
      className={`data-table__row${onActivate ? ' data-table__row--interactive' : ''}`}
      style={{ gridTemplateColumns: template, ...style }}
      onClick={onActivate ? () => onActivate(row) : undefined}
      onKeyDown={onKeyDown}
    >
      {columns.map((column) => (
        <div
          key={column.id}
          role="cell"
          className={`data-table__cell${column.align === 'end' ? ' data-table__cell--end' : ''}`}
        >
          {column.cell(row)}
        </div>
      ))}
    </div>
  );
}

function ColumnHeader<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: Column<Row>;
  sort: TableSort | undefined;
  onSortChange: ((column: string) => void) | undefined;
}) {
  const sortable = column.sortable === true && onSortChange !== undefined;
  const direction = sort?.column === column.id ? sort.direction : undefined;
  return (
    <div
      role="columnheader"
      aria-sort={sortable ? (direction ?? 'none') : undefined}
      className={`data-table__cell${column.align === 'end' ? ' data-table__cell--end' : ''}`}
    >
      {sortable ? (
        <button type="button" className="data-table__sort" onClick={() => onSortChange(column.id)}>
          {column.header}
          <span aria-hidden="true" className="data-table__sort-mark">
            {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
          </span>
        </button>
      ) : (
        column.header
      )}
    </div>
  );
}

export interface VirtualListProps<Item> {
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Estimated pixel height of one item (measured once rendered). Default 64. */
  estimateSize?: number;
  virtualizeFrom?: number;
  className?: string;
  style?: React.CSSProperties;
}

/** A list (role list) whose items can be any height; long lists render only what is visible. */
export function VirtualList<Item>({
  label,
  items,
  itemKey,
  renderItem,
  estimateSize = 64,
  virtualizeFrom = 100,
  className,
  style,
}: VirtualListProps<Item>) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtual = items.length >= virtualizeFrom;
  // The virtualizer's functions change identity on purpose; this component is not memoised by the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimateSize,
    overscan: 6,
    enabled: virtual,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectOrFallback,
  });
  return (
    <div ref={scroller} className={['virtual-list', className].filter(Boolean).join(' ')} style={style}>
      {virtual ? (
        <ul
          aria-label={label}
          className="virtual-list__items"
          style={{ height: virtualizer.getTotalSize(), position: 'relative' }}
        >
          {virtualizer.getVirtualItems().map((entry) => (
            <li
              key={itemKey(items[entry.index] as Item)}
              data-index={entry.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                right: 0,
                transform: `translateY(${entry.start}px)`,
              }}
            >
              {renderItem(items[entry.index] as Item, entry.index)}
            </li>
          ))}
        </ul>
      ) : (
        <ul aria-label={label} className="virtual-list__items">
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
