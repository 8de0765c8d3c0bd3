// One line saying what a catalog data file holds, from its head and record count.
import type { DataFileSummaryView } from '../../../../shared/bridge/views/setup';
import { formatNumber } from '../../ui';

export function describeDataFileSummary(summary: DataFileSummaryView, locale: string): string {
  const count = (value: number) => formatNumber(value, locale);
  switch (summary.entity) {
    case 'products':
      return `${count(summary.records)} ${summary.records === 1 ? 'product' : 'products'} · shop ${summary.shop} · ${summary.locale}`;
    case 'prices':
      return summary.books
        .map(
          (book) =>
            `${book.pricebook} (${book.currency}): ${count(book.records)} ${book.records === 1 ? 'price' : 'prices'}`,
        )
        .join(' · ')
        .concat(` · shop ${summary.shop}`);
    case 'availabilities':
      return `${count(summary.records)} stock levels · shop ${summary.shop}`;
  }
}
