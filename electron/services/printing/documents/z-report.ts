// A drawer's Z report on the receipt printer: the day's cash from float to deposit, the counts of sales and
// refunds, the totals by tender and the tax collected by component, as the platform kept it at the close.
import type { DrawerReport } from '../../../../shared/contract/drawer-report';
import { formatMoney } from '../../../../shared/money/format';
import { readAmount, type DocumentContext } from './document-inputs';
import { dateText, storeHeader, tenderLabel } from './document-sections';
import type { PaperBlock, PaperDocument } from './paper-document';

export interface ZReportInput extends DocumentContext {
  report: DrawerReport;
}

export function buildZReport(input: ZReportInput): PaperDocument {
  const { report, locale, store } = input;
  const show = (value: number, field: string) =>
    formatMoney(readAmount(value, report.currency, field, { allowNegative: true }), locale);
  const row = (left: string, field: keyof DrawerReport, bold = false): PaperBlock => ({
    kind: 'row',
    left,
    right: show(report[field] as number, field),
    bold,
  });
  const blocks: PaperBlock[] = [
    ...storeHeader(store),
    { kind: 'rule' },
    { kind: 'heading', text: 'Z REPORT' },
    { kind: 'rule' },
    { kind: 'row', left: 'Drawer', right: report.drawer_name },
    { kind: 'row', left: 'Business day', right: report.business_date },
    {
      kind: 'row',
      left: 'Opened',
      right: `${dateText(report.opened_at, store, locale)} ${report.opened_by}`,
    },
    {
      kind: 'row',
      left: 'Closed',
      right: `${dateText(report.closed_at, store, locale)} ${report.closed_by}`,
    },
    { kind: 'rule' },
    row('Opening float', 'opening_float'),
    row('Cash sales', 'cash_sales'),
    row('Cash refunds', 'cash_refunds'),
    row('Cash in', 'cash_in'),
    row('Cash out', 'cash_out'),
    row('Expected', 'expected_amount', true),
    row('Counted', 'counted_amount', true),
    row('Variance', 'variance'),
    row('Deposit', 'deposit', true),
    { kind: 'rule' },
    { kind: 'row', left: 'Sales', right: String(report.sales_count) },
    { kind: 'row', left: 'Refunds', right: String(report.refunds_count) },
    { kind: 'rule' },
    { kind: 'text', text: 'By tender', bold: true },
  ];
  report.tenders.forEach((tender, index) => {
    const at = `tenders.${index}`;
    blocks.push(
      { kind: 'row', left: `${tenderLabel(tender.method)} sales`, right: show(tender.sales, `${at}.sales`) },
      {
        kind: 'row',
        left: `${tenderLabel(tender.method)} refunds`,
        right: show(tender.refunds, `${at}.refunds`),
      },
      {
        kind: 'row',
        left: `${tenderLabel(tender.method)} net`,
        right: show(tender.net, `${at}.net`),
        bold: true,
      },
    );
  });
  blocks.push({ kind: 'rule' }, { kind: 'text', text: 'Tax collected', bold: true });
  if (report.taxes.length === 0) blocks.push({ kind: 'text', text: 'No tax charged' });
  report.taxes.forEach((tax, index) => {
    blocks.push({ kind: 'row', left: tax.name, right: show(tax.amount, `taxes.${index}.amount`) });
  });
  blocks.push({ kind: 'space', lines: 1 });
  return { type: 'z_report', title: `Z report of ${report.drawer_name}, ${report.business_date}`, blocks };
}
