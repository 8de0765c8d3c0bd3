// The import errors table's filtering and sorting, kept pure so thousands of rows are handled the same
// way on screen and in tests.
import type { ImportEntity, ImportError } from '../../../../shared/contract/import-job';

export type ImportErrorColumn = 'entity' | 'file' | 'index' | 'product_id' | 'code' | 'message';

export interface ImportErrorSort {
  column: ImportErrorColumn;
  direction: 'ascending' | 'descending';
}

export interface ImportErrorFilter {
  /** Words to find in the product id, code, message or file (case-insensitive; every word must match). */
  text: string;
  entity: ImportEntity | 'all';
  code: string | 'all';
}

export const NO_ERROR_FILTER: ImportErrorFilter = { text: '', entity: 'all', code: 'all' };
export const DEFAULT_ERROR_SORT: ImportErrorSort = { column: 'index', direction: 'ascending' };

export function filterImportErrors(errors: readonly ImportError[], filter: ImportErrorFilter): ImportError[] {
  const words = filter.text.toLowerCase().split(/\s+/).filter(Boolean);
  return errors.filter((error) => {
    if (filter.entity !== 'all' && error.entity !== filter.entity) return false;
    if (filter.code !== 'all' && error.code !== filter.code) return false;
    if (words.length === 0) return true;
    const haystack = `${error.product_id ?? ''} ${error.code} ${error.message} ${error.file}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Sorted copy; ties keep the file order (entity, then record index). Records without a product sort last. */
export function sortImportErrors(errors: readonly ImportError[], sort: ImportErrorSort): ImportError[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
  const compareColumn = (a: ImportError, b: ImportError): number => {
    switch (sort.column) {
      case 'index':
        return a.index - b.index;
      case 'product_id':
        if (a.product_id === null || b.product_id === null) {
          // Missing ids go last whichever the direction.
          return a.product_id === b.product_id ? 0 : a.product_id === null ? sign : -sign;
        }
        return collator.compare(a.product_id, b.product_id);
      default:
        return collator.compare(a[sort.column], b[sort.column]);
    }
  };
  return errors
    .map((error, position) => ({ error, position }))
    .sort((a, b) => compareColumn(a.error, b.error) * sign || a.position - b.position)
    .map(({ error }) => error);
}

/** The distinct codes, for the filter's choices. */
export function errorCodesOf(errors: readonly ImportError[]): string[] {
  return [...new Set(errors.map((error) => error.code))].sort();
}

/** The rows as CSV (RFC 4180 quoting), what an admin takes back to the system that exported the catalog. */
export function importErrorsToCsv(errors: readonly ImportError[]): string {
  const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const header = 'entity,file,record_index,product_id,code,message';
  const lines = errors.map((error) =>
    [error.entity, error.file, String(error.index), error.product_id ?? '', error.code, error.message]
      .map(quote)
      .join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}
