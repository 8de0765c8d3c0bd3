// One line saying what a catalog data file holds, from its head and record count.
import type { DataFileSummaryView } from '../../../../shared/bridge/views/setup';
import type { Translate } from './setup-labels';

export function describeDataFileSummary(summary: DataFileSummaryView, t: Translate): string {
  switch (summary.entity) {
    case 'products':
      return t('setup.fileSummary.products', {
        count: summary.records,
        shop: summary.shop,
        locale: summary.locale,
      });
    case 'prices':
      return [
        ...summary.books.map((book) =>
          t('setup.fileSummary.priceBook', {
            pricebook: book.pricebook,
            currency: book.currency,
            count: book.records,
          }),
        ),
        t('setup.fileSummary.shop', { shop: summary.shop }),
      ].join(' · ');
    case 'availabilities':
      return t('setup.fileSummary.availabilities', { count: summary.records, shop: summary.shop });
  }
}
