// The server decides what tax an in-store sale charges: it computes the tax of the sale's lines from the
// store's configuration and its own catalog's tax classes, refuses a sale that says otherwise, and keeps
// its own figures (labels and each item's share included).
import type { InStoreSaleRequest, OrderShipment } from '../../../shared/contract/order';
import type { Store } from '../../../shared/contract/store';
import type { OrderTaxLine } from '../../../shared/contract/tax-config';
import { multiplyByQuantity } from '../../../shared/money/arithmetic';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import { computeSaleTax, toOrderLineTaxes, toOrderTaxLines } from '../../../shared/tax';
import type { PlatformDatabase } from '../db/database';
import { sqlJsonText } from '../db/sql-dialect';
import { badRequest, type ErrorDetail } from '../http/api-error';
import type { TaxConfigRepository } from './tax-config-repository';
import { cachedStatement } from '../db/statement-cache';

export interface CheckedSaleTax {
  prices_include_tax: boolean;
  taxes: OrderTaxLine[];
  /** The sale's shipments with each item's share of the tax. */
  shipments: OrderShipment[];
}

export class SaleTaxCheck {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly configs: TaxConfigRepository,
  ) {}

  /** The sale's tax as the platform computes it; 400 tax_mismatch naming each field that differs. */
  check(
    request: Omit<InStoreSaleRequest, 'shipments'> & { shipments: OrderShipment[] },
    store: Store,
  ): CheckedSaleTax {
    const config = this.configs.get(store);
    const items = request.shipments.flatMap((shipment, shipmentIndex) =>
      shipment.items.map((item, itemIndex) => ({
        item,
        at: `shipments.${shipmentIndex}.items.${itemIndex}`,
      })),
    );
    const tax = computeSaleTax({
      currency: request.currency,
      lines: items.map(({ item }) => ({
        amount: multiplyByQuantity(parseMoneyOrThrow(item.price, request.currency), item.quantity),
        taxClassId: this.taxClassOf(store.shop, item.product_id),
      })),
      rules: config,
    });
    const expected = toOrderTaxLines(tax);
    const lineTaxes = tax.lines.map(toOrderLineTaxes);

    const details: ErrorDetail[] = [];
    const saysNothing = request.taxes === undefined && request.prices_include_tax === undefined;
    if (!(saysNothing && expected.length === 0)) {
      if (request.prices_include_tax !== config.prices_include_tax) {
        details.push({
          path: 'prices_include_tax',
          message: `must be ${String(config.prices_include_tax)}, as store '${store.store_id}' prices`,
        });
      }
      details.push(...differences('taxes', request.taxes ?? [], expected));
    }
    items.forEach(({ item, at }, index) => {
      if (item.taxes !== undefined)
        details.push(...shareDifferences(`${at}.taxes`, item.taxes, lineTaxes[index] ?? []));
    });
    if (details.length > 0) {
      throw badRequest(
        'tax_mismatch',
        `The sale's tax differs from what store '${store.store_id}' charges: ${details[0]?.path} ${details[0]?.message}.`,
        details,
      );
    }

    let index = 0;
    return {
      prices_include_tax: config.prices_include_tax,
      taxes: expected,
      shipments: request.shipments.map((shipment) => ({
        ...shipment,
        items: shipment.items.map((item) => ({ ...item, taxes: lineTaxes[index++] ?? [] })),
      })),
    };
  }

  private taxClassOf(shop: string, productId: string): string | undefined {
    const value = cachedStatement(
      this.db,
      `SELECT ${sqlJsonText(this.db, 'data', 'tax_class_id')} FROM products WHERE shop = ? AND product_id = ?
         ORDER BY locale LIMIT 1`,
    )
      .pluck()
      .get(shop, productId) as string | null | undefined;
    return value ?? undefined;
  }
}

function describe(line: OrderTaxLine): string {
  return `${line.component_id} ${line.rate} % on ${line.taxable_amount}`;
}

function differences(
  path: string,
  sent: readonly OrderTaxLine[],
  expected: readonly OrderTaxLine[],
): ErrorDetail[] {
  if (sent.length !== expected.length) {
    const listed = expected.map(describe).join(', ') || 'none';
    return [
      {
        path,
        message: `must list ${expected.length} tax line${expected.length === 1 ? '' : 's'} (${listed})`,
      },
    ];
  }
  return expected.flatMap((line, index) => {
    const other = sent[index];
    if (!other) return [];
    const at = `${path}.${index}`;
    const found: ErrorDetail[] = [];
    if (other.component_id !== line.component_id)
      found.push({ path: `${at}.component_id`, message: `must be ${line.component_id}` });
    if (other.rate !== line.rate)
      found.push({ path: `${at}.rate`, message: `must be "${line.rate}" (${line.component_id})` });
    if (other.taxable_amount !== line.taxable_amount) {
      found.push({
        path: `${at}.taxable_amount`,
        message: `must be ${line.taxable_amount} (${describe(line)})`,
      });
    }
    if (other.amount !== line.amount)
      found.push({ path: `${at}.amount`, message: `must be ${line.amount} (${describe(line)})` });
    return found;
  });
}

function shareDifferences(
  path: string,
  sent: readonly { component_id: string; rate: string; amount: number }[],
  expected: readonly { component_id: string; rate: string; amount: number }[],
): ErrorDetail[] {
  const same =
    sent.length === expected.length &&
    expected.every((share, index) => {
      const other = sent[index];
      return (
        other?.component_id === share.component_id &&
        other.rate === share.rate &&
        other.amount === share.amount
      );
    });
  if (same) return [];
  const listed = expected.map((share) => `${share.component_id} ${share.amount}`).join(', ') || 'none';
  return [{ path, message: `must be this line's shares of the tax: ${listed}` }];
}
