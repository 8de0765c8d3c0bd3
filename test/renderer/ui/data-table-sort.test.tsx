// @vitest-environment jsdom
// Sorting a DataTable from its column headers, as a person does: the sortable headers are buttons (reached
// with Tab, pressed with Enter or Space like any button), aria-sort says which column sorts and which way,
// a second press turns the order round, and a column that does not sort has no button.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DataTable, nextTableSort, type Column, type TableSort } from '../../../renderer/src/ui';

afterEach(cleanup);

interface Fruit {
  name: string;
  stock: number;
  aisle: string;
}

const FRUITS: Fruit[] = [
  { name: 'Pear', stock: 12, aisle: 'B' },
  { name: 'Apple', stock: 40, aisle: 'A' },
  { name: 'Fig', stock: 3, aisle: 'C' },
];

const COLUMNS: Column<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (fruit) => fruit.name, sortable: true },
  { id: 'stock', header: 'Stock', cell: (fruit) => String(fruit.stock), align: 'end', sortable: true },
  { id: 'aisle', header: 'Aisle', cell: (fruit) => fruit.aisle },
];

function SortedFruits() {
  const [sort, setSort] = useState<TableSort>({ column: 'name', direction: 'ascending' });
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const rows = [...FRUITS].sort((a, b) =>
    sort.column === 'stock' ? (a.stock - b.stock) * sign : a.name.localeCompare(b.name) * sign,
  );
  return (
    <DataTable
      label="Fruit"
      columns={COLUMNS}
      rows={rows}
      rowKey={(fruit) => fruit.name}
      sort={sort}
      onSortChange={(column) => setSort((current) => nextTableSort(current, column))}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Fruit' });
const header = (name: string) =>
  within(table())
    .getAllByRole('columnheader')
    .find((cell) => cell.textContent?.includes(name))!;
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('sorting a DataTable from its headers', () => {
  it('says the current order, and turns it round on a second press', () => {
    render(<SortedFruits />);
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Stock').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Apple', 'Fig', 'Pear']);

    fireEvent.click(within(table()).getByRole('button', { name: 'Name' }));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Pear', 'Fig', 'Apple']);
  });

  it('sorts by another column ascending first, from a button the keyboard reaches', () => {
    render(<SortedFruits />);
    const stock = within(table()).getByRole('button', { name: 'Stock' });
    stock.focus();
    expect(document.activeElement).toBe(stock);
    expect(stock.getAttribute('type')).toBe('button');
    fireEvent.click(stock);
    expect(header('Stock').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
    expect(names()).toEqual(['Fig', 'Pear', 'Apple']);
  });

  it('leaves a column that does not sort, and a table without onSortChange, as plain headers', () => {
    render(<SortedFruits />);
    expect(header('Aisle').hasAttribute('aria-sort')).toBe(false);
    expect(within(header('Aisle')).queryByRole('button')).toBeNull();
    cleanup();
    render(<DataTable label="Fruit" columns={COLUMNS} rows={FRUITS} rowKey={(fruit) => fruit.name} />);
    expect(within(table()).queryAllByRole('button')).toEqual([]);
    expect(header('Name').hasAttribute('aria-sort')).toBe(false);
  });
});

describe('nextTableSort', () => {
  it('turns the sorted column round and starts another ascending', () => {
    const byName: TableSort = { column: 'name', direction: 'ascending' };
    expect(nextTableSort(byName, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(nextTableSort({ column: 'name', direction: 'descending' }, 'name')).toEqual(byName);
    expect(nextTableSort(byName, 'stock')).toEqual({ column: 'stock', direction: 'ascending' });
  });
});
