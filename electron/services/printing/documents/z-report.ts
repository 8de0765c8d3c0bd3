// A drawer's Z report on the receipt printer: the day's cash from float to deposit, the counts of sales and
// refunds, the totals by tender and the tax collected by component, as the platform kept it at the close.
import type { DrawerReport } from '../../../../shared/contract/drawer-report';
import { formatBusinessDay } from '../../../../shared/time/business-day';
import { formatMoney } from '../../../../shared/money/format';
import { readAmount, type DocumentContext } from './document-inputs';
import { dateText, storeHeader } from './document-sections';
import { documentMessages } from './document-messages';
import type { PaperBlock, PaperDocument } from './paper-document';

export interface ZReportInput extends DocumentContext {
  report: DrawerReport;
}

export function buildZReport(input: ZReportInput): PaperDocument {
  const { report, locale, store } = input;
  const t = documentMessages(locale);
  const day = formatBusinessDay(report.business_date, locale);
  const count = (value: number) => new Intl.NumberFormat(locale).format(value);
  const show = (value: number, field: string) =>
    formatMoney(readAmount(value, report.currency, field, { allowNegative: true }), locale);
  const row = (left: string, field: keyof DrawerReport, bold = false): PaperBlock => ({
    kind: 'row',
    left,
    right: show(report[field] as number, field),
    bold,
  });
  const blocks: PaperBlock[] = [
    ...storeHeader(store, t),
    { kind: 'rule' },
    { kind: 'heading', text: t('z.heading') },
    { kind: 'rule' },
    { kind: 'row', left: t('z.drawer'), right: report.drawer_name },
    { kind: 'row', left: t('z.businessDay'), right: day },
    {
      kind: 'row',
      left: t('z.opened'),
      right: `${dateText(report.opened_at, store, locale)} ${report.opened_by}`,
    },
    {
      kind: 'row',
      left: t('z.closed'),
      right: `${dateText(report.closed_at, store, locale)} ${report.closed_by}`,
    },
    { kind: 'rule' },
    row(t('z.openingFloat'), 'opening_float'),
    row(t('z.cashSales'), 'cash_sales'),
    row(t('z.cashRefunds'), 'cash_refunds'),
    row(t('z.cashIn'), 'cash_in'),
    row(t('z.cashOut'), 'cash_out'),
    row(t('z.expected'), 'expected_amount', true),
    row(t('z.counted'), 'counted_amount', true),
    row(t('z.variance'), 'variance'),
    row(t('z.deposit'), 'deposit', true),
    { kind: 'rule' },
    { kind: 'row', left: t('z.salesCount'), right: count(report.sales_count) },
    { kind: 'row', left: t('z.refundsCount'), right: count(report.refunds_count) },
    { kind: 'rule' },
    { kind: 'text', text: t('z.byTender'), bold: true },
  ];
  report.tenders.forEach((tender, index) => {
    const at = `tenders.${index}`;
    blocks.push(
      {
        kind: 'row',
        left: t('z.tenderSales', { method: tender.method }),
        right: show(tender.sales, `${at}.sales`),
      },
      {
        kind: 'row',
        left: t('z.tenderRefunds', { method: tender.method }),
        right: show(tender.refunds, `${at}.refunds`),
      },
      {
        kind: 'row',
        left: t('z.tenderNet', { method: tender.method }),
        right: show(tender.net, `${at}.net`),
        bold: true,
      },
    );
  });
  blocks.push({ kind: 'rule' }, { kind: 'text', text: t('z.taxCollected'), bold: true });
  if (report.taxes.length === 0) blocks.push({ kind: 'text', text: t('z.noTax') });
  report.taxes.forEach((tax, index) => {
    blocks.push({ kind: 'row', left: tax.name, right: show(tax.amount, `taxes.${index}.amount`) });
  });
  blocks.push({ kind: 'space', lines: 1 });
  return {
    type: 'z_report',
    title: t('z.title', { drawer: report.drawer_name, day }),
    locale,
    blocks,
  };
}
