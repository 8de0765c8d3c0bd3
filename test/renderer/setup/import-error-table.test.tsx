// @vitest-environment jsdom
// The import errors table as an admin works through it: rows read by role, sorted from the column headers,
// narrowed by words, entity and problem, and still quick with thousands of rejected records (only the rows
// in view are in the page).
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportErrorTable } from '../../../renderer/src/features/setup/ImportErrorTable';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import type { ImportError } from '../../../shared/contract/import-job';

afterEach(cleanup);

const ERRORS: ImportError[] = [
  {
    entity: 'prices',
    file: 'data/prices.json',
    index: 1,
    product_id: 'shell-l',
    code: 'invalid_price',
    message: "price book 'default': value: 89.999 has more decimals than USD allows (at most 2).",
  },
  {
    entity: 'products',
    file: 'data/products.json',
    index: 7,
    product_id: null,
    code: 'invalid_product',
    message: 'product_id: required',
  },
  {
    entity: 'prices',
    file: 'data/prices.json',
    index: 4,
    product_id: 'sun-hat',
    code: 'unknown_product',
    message: "price book 'default': product 'sun-hat' does not exist in shop 'us'.",
  },
];

function renderTable(errors: readonly ImportError[]) {
  return render(
    <LocaleProvider locale="en-US">
      <ImportErrorTable errors={errors} importId="imp-1" />
    </LocaleProvider>,
  );
}

/** The body rows' cells as text, row by row. */
function bodyRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Import errors' });
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('columnheader').length === 0)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the import errors table', () => {
  it('shows entity, file, record, product, problem and message, in record order', () => {
    renderTable(ERRORS);
    expect(
      within(screen.getByRole('table', { name: 'Import errors' }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual(['Entity', 'File', 'Record', 'Product', 'Problem', 'Message']);
    expect(bodyRows()).toEqual([
      ['Prices', 'data/prices.json', '1', 'shell-l', 'invalid_price', ERRORS[0]!.message],
      ['Prices', 'data/prices.json', '4', 'sun-hat', 'unknown_product', ERRORS[2]!.message],
      ['Products', 'data/products.json', '7', 'none', 'invalid_product', 'product_id: required'],
    ]);
    expect(screen.getByRole('status').textContent).toContain('3 rejected records');
  });

  it('sorts by a column from its header, and the other way on a second press', () => {
    renderTable(ERRORS);
    const table = screen.getByRole('table', { name: 'Import errors' });
    fireEvent.click(within(table).getByRole('button', { name: /Product/ }));
    const productHeader = within(table).getAllByRole('columnheader')[3]!;
    expect(productHeader.getAttribute('aria-sort')).toBe('ascending');
    // A record without a product id goes last whichever the direction.
    expect(bodyRows().map((row) => row[3])).toEqual(['shell-l', 'sun-hat', 'none']);
    fireEvent.click(within(table).getByRole('button', { name: /Product/ }));
    expect(productHeader.getAttribute('aria-sort')).toBe('descending');
    expect(bodyRows().map((row) => row[3])).toEqual(['sun-hat', 'shell-l', 'none']);
    expect(within(table).getAllByRole('columnheader')[2]?.getAttribute('aria-sort')).toBe('none');
  });

  it('narrows the rows by words, entity and problem, and says what is left', () => {
    renderTable(ERRORS);
    fireEvent.change(screen.getByLabelText('Find in errors'), { target: { value: 'USD decimals' } });
    expect(bodyRows().map((row) => row[3])).toEqual(['shell-l']);
    expect(screen.getByRole('status').textContent).toContain('Showing 1 of 3 rejected records');

    fireEvent.change(screen.getByLabelText('Find in errors'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'products' } });
    expect(bodyRows().map((row) => row[2])).toEqual(['7']);

    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Problem'), { target: { value: 'unknown_product' } });
    expect(bodyRows().map((row) => row[3])).toEqual(['sun-hat']);

    fireEvent.change(screen.getByLabelText('Entity'), { target: { value: 'availabilities' } });
    expect(screen.getByRole('region', { name: 'No error matches' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(bodyRows()).toHaveLength(3);
  });

  it('renders only the rows in view of thousands, and finds one deep in the list', () => {
    const many: ImportError[] = Array.from({ length: 5000 }, (_, index) => ({
      entity: 'prices',
      file: 'data/prices.json',
      index,
      product_id: `sku-${String(index).padStart(5, '0')}`,
      code: index % 2 === 0 ? 'invalid_price' : 'unknown_product',
      message: `record ${index} is wrong`,
    }));
    renderTable(many);
    const table = screen.getByRole('table', { name: 'Import errors' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = bodyRows();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(rendered[0]?.[3]).toBe('sku-00000');

    fireEvent.change(screen.getByLabelText('Find in errors'), { target: { value: 'sku-04321' } });
    expect(bodyRows().map((row) => row[3])).toEqual(['sku-04321']);
    expect(screen.getByRole('status').textContent).toContain('Showing 1 of 5,000 rejected records');
  });
});
