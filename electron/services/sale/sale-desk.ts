// A counter sale: prices from the local catalog (never from the screen), tax by the store's configuration
// (shared/tax), the tenders split and the cash part of the total after tax rounded by the store's rule
// (shared/cash-rounding), then recorded with the drawer's cash in one local
// transaction and delivered through the outbox. A repeat of the same sale id changes nothing.
import { BRIDGE_ERROR_CODES, BridgeError } from '../../../shared/bridge/bridge-error';
import type { BridgeErrorCode } from '../../../shared/bridge/error-codes';
import type { MoneyView } from '../../../shared/bridge/views/money';
import type { RoundingContextView, SaleQuote } from '../../../shared/bridge/views/sale';
import {
  cashRoundingApplies,
  cashRoundingRuleFor,
  type CashRoundingContext,
} from '../../../shared/cash-rounding';
import {
  cashDue,
  planTenders,
  type TenderPlan,
  type TenderRequest,
} from '../../../shared/cash-rounding/split-tender';
import type { InStoreSaleRequest, OrderLine, Payment } from '../../../shared/contract/order';
import type { OrderTaxLine } from '../../../shared/contract/tax-config';
import { computeSaleTax, toOrderLineTaxes, toOrderTaxLines, type SaleTax } from '../../../shared/tax';
import type { Store } from '../../../shared/contract/store';
import { add, multiplyByQuantity, subtract, sum } from '../../../shared/money/arithmetic';
import { money, type Money } from '../../../shared/money/money';
import { parseMoney, parseMoneyOrThrow, toWireAmount } from '../../../shared/money/parse';
import { storeCurrency } from '../../../shared/money/store-currency';
import { holdsStoreCatalog, requireStoreCatalog } from '../catalog/store-catalog';
import type { LocalData } from '../local-db/local-data';
import type { WorkstationConfigs } from '../settings/workstation-configs';
import { fromMoneyView, toMoneyView } from '../../../shared/bridge/views/money-conversion';

export interface SaleLineInput {
  productId: string;
  quantity: number;
}

export interface TenderInput {
  method: 'cash' | 'card';
  amount?: MoneyView;
  tendered?: MoneyView;
}

export interface PricedSale {
  quote: SaleQuote;
  currency: string;
  /** Unit prices as Money, per line. */
  units: Money[];
  payments: Payment[];
  /** The tax as the order carries it: the platform checks it against the store's configuration. */
  tax: { prices_include_tax: boolean; taxes: OrderTaxLine[]; lines: NonNullable<OrderLine['taxes']>[] };
}

export class SaleDesk {
  constructor(
    private readonly data: LocalData,
    private readonly configs: WorkstationConfigs,
  ) {}

  async roundingContext(store: Store): Promise<CashRoundingContext> {
    const [app, rounding] = await Promise.all([this.configs.get('app'), this.configs.get('rounding')]);
    return {
      storeCountry: store.physical_address.country_code,
      storeListedForUsRounding: rounding?.enabled_store_ids.includes(store.store_id) ?? false,
      cashRoundingEnabled: app?.release_toggles.cash_rounding_enabled ?? false,
    };
  }

  async roundingContextView(store: Store): Promise<RoundingContextView> {
    const context = await this.roundingContext(store);
    // The store's currency even before its catalog has a price (never the UI locale's), nor the previous
    // store's while this one's catalog loads.
    const currency = storeCurrency({
      bookCurrency: holdsStoreCatalog(this.data, store) ? this.data.catalog.priceCurrency() : undefined,
      countryCode: context.storeCountry,
    });
    const applies = cashRoundingApplies(context, currency);
    const rule = cashRoundingRuleFor(context.storeCountry);
    const increment = applies && rule ? parseMoney(rule.increment, currency) : undefined;
    return {
      currency,
      storeCountry: context.storeCountry,
      cashRoundingEnabled: context.cashRoundingEnabled,
      storeListedForUsRounding: context.storeListedForUsRounding,
      applies,
      increment: increment?.ok ? toMoneyView(increment.money) : null,
    };
  }

  /** Prices the lines and plans the tenders; refuses, naming the field, what cannot be sold or paid so. */
  async price(
    store: Store,
    lines: readonly SaleLineInput[],
    tenders: readonly TenderInput[],
  ): Promise<PricedSale> {
    requireStoreCatalog(this.data, store);
    const rounding = await this.roundingContext(store);
    const { priced, currency } = priceFromCatalog(this.data, lines);
    const lineTotals = priced.map((entry) => multiplyByQuantity(entry.unit, entry.line.quantity));
    const tax = computeSaleTax({
      currency,
      lines: priced.map((entry, index) => ({
        amount: lineTotals[index] as Money,
        taxClassId: entry.taxClassId,
      })),
      rules: await this.configs.taxConfig(store.store_id),
    });
    const planned = planTenders({
      totalDue: tax.total,
      tenders: tenderRequestsOf(tenders, currency),
      rounding,
    });
    if (!planned.ok) throw refused(planned.code, planned.field, planned.message);
    const { plan } = planned;
    return {
      quote: saleQuoteOf({ priced, lineTotals, tax, plan, rounding, currency }),
      currency,
      units: priced.map((entry) => entry.unit),
      payments: paymentsOf(plan, currency),
      tax: {
        prices_include_tax: tax.pricesIncludeTax,
        taxes: toOrderTaxLines(tax),
        lines: tax.lines.map(toOrderLineTaxes),
      },
    };
  }

  /** The quote of a sale already recorded here, from what was recorded (prices may have changed since). */
  async quoteOfRecorded(store: Store, request: InStoreSaleRequest): Promise<SaleQuote> {
    const { currency } = request;
    const rounding = await this.roundingContext(store);
    const items = request.shipments.flatMap((shipment) => shipment.items);
    const taxLines = (request.taxes ?? []).map((line) => ({
      componentId: line.component_id,
      label: line.label,
      rate: line.rate,
      taxableAmount: toMoneyView(parseMoneyOrThrow(line.taxable_amount, currency, { allowNegative: true })),
      amount: toMoneyView(parseMoneyOrThrow(line.amount, currency, { allowNegative: true })),
    }));
    const lines = items.map((item) => {
      const unit = parseMoneyOrThrow(item.price, currency);
      const shares = (item.taxes ?? []).map((share) =>
        parseMoneyOrThrow(share.amount, currency, { allowNegative: true }),
      );
      return {
        productId: item.product_id,
        title: this.data.catalog.get(item.product_id)?.product.title ?? item.product_id,
        quantity: item.quantity,
        unitPrice: toMoneyView(unit),
        lineTotal: toMoneyView(multiplyByQuantity(unit, item.quantity)),
        tax: toMoneyView(sum(shares, currency)),
        taxExempt: taxLines.length > 0 && shares.length === 0,
      };
    });
    const subtotal = sum(
      lines.map((line) => fromMoneyView(line.lineTotal)),
      currency,
    );
    const totalTax = sum(
      taxLines.map((line) => fromMoneyView(line.amount)),
      currency,
    );
    const pricesIncludeTax = request.prices_include_tax ?? true;
    const total = pricesIncludeTax ? subtotal : add(subtotal, totalTax);
    const tenders = (request.payments ?? []).map((payment) => {
      const amount = parseMoneyOrThrow(payment.amount, currency);
      const adjustment = parseMoneyOrThrow(payment.rounding_adjustment, currency, { allowNegative: true });
      const isCash = payment.method === 'cash';
      return {
        method: payment.method,
        share: toMoneyView(subtract(amount, adjustment)),
        amount: toMoneyView(amount),
        roundingAdjustment: toMoneyView(adjustment),
        tendered: isCash ? toMoneyView(parseMoneyOrThrow(payment.tendered, currency)) : null,
        change: isCash ? toMoneyView(parseMoneyOrThrow(payment.change, currency)) : null,
      };
    });
    const zero = money(0, currency);
    const roundingAdjustment = tenders.reduce(
      (total, tender) => add(total, fromMoneyView(tender.roundingAdjustment)),
      zero,
    );
    return {
      lines,
      subtotal: toMoneyView(subtotal),
      pricesIncludeTax,
      taxLines,
      totalTax: toMoneyView(totalTax),
      total: toMoneyView(total),
      tenders,
      totalCharged: toMoneyView(add(total, roundingAdjustment)),
      roundingAdjustment: toMoneyView(roundingAdjustment),
      changeDue: toMoneyView(
        tenders.reduce(
          (total, tender) => add(total, tender.change ? fromMoneyView(tender.change) : zero),
          zero,
        ),
      ),
      cashDueIfAllCash: toMoneyView(cashDue(total, rounding)),
    };
  }
}

/** A line priced from the local catalog (never from the screen). */
interface PricedLine {
  line: SaleLineInput;
  title: string;
  unit: Money;
  taxClassId: string | undefined;
}

/** Each line at its catalog price, all in one currency; refuses an unknown, unpriced or foreign-priced product. */
function priceFromCatalog(
  data: LocalData,
  lines: readonly SaleLineInput[],
): { priced: PricedLine[]; currency: string } {
  const priced = lines.map((line, index) => {
    const product = data.catalog.get(line.productId);
    const at = `lines.${index}.productId`;
    if (!product)
      throw refused(
        'product_not_found',
        at,
        `there is no product ${line.productId} in this store's catalog`,
        {
          productId: line.productId,
        },
      );
    if (!product.price) {
      throw refused(
        'product_not_sellable',
        at,
        `${product.product.title} has no price (${product.priceUnavailableReason ?? 'none'})`,
      );
    }
    return {
      line,
      title: product.product.title,
      unit: product.price.amount,
      taxClassId: product.product.tax_class_id,
    };
  });
  const currency = priced[0]?.unit.currency;
  if (currency === undefined)
    throw refused(BRIDGE_ERROR_CODES.invalidRequest, 'lines', 'must hold at least one line');
  priced.forEach((entry, index) => {
    if (entry.unit.currency !== currency) {
      throw refused(
        'currency_mismatch',
        `lines.${index}.productId`,
        `is priced in ${entry.unit.currency}, the sale in ${currency}`,
      );
    }
  });
  return { priced, currency };
}

/** The screen's tenders as the tender plan reads them; an amount in another currency is refused. */
function tenderRequestsOf(tenders: readonly TenderInput[], currency: string): TenderRequest[] {
  return tenders.map((tender, index) => {
    const read = (field: 'amount' | 'tendered') => {
      const view = tender[field];
      if (view === undefined) return undefined;
      if (view.currency !== currency) {
        throw refused(
          'currency_mismatch',
          `tenders.${index}.${field}.currency`,
          `must be the sale's currency ${currency}`,
        );
      }
      return fromMoneyView(view);
    };
    const amount = read('amount');
    const tendered = read('tendered');
    return { method: tender.method, ...(amount ? { amount } : {}), ...(tendered ? { tendered } : {}) };
  });
}

/** The quote the screen shows: lines with their tax, the tax summary, and the tenders as planned. */
function saleQuoteOf({
  priced,
  lineTotals,
  tax,
  plan,
  rounding,
  currency,
}: {
  priced: readonly PricedLine[];
  lineTotals: readonly Money[];
  tax: SaleTax;
  plan: TenderPlan;
  rounding: CashRoundingContext;
  currency: string;
}): SaleQuote {
  return {
    lines: priced.map((entry, index) => ({
      productId: entry.line.productId,
      title: entry.title,
      quantity: entry.line.quantity,
      unitPrice: toMoneyView(entry.unit),
      lineTotal: toMoneyView(lineTotals[index] as Money),
      tax: toMoneyView(tax.lines[index]?.tax ?? money(0, currency)),
      taxExempt: tax.lines[index]?.category === 'exempt',
    })),
    ...taxSummaryView(tax),
    tenders: plan.tenders.map((tender) => ({
      method: tender.method,
      share: toMoneyView(tender.share),
      amount: toMoneyView(tender.amount),
      roundingAdjustment: toMoneyView(tender.roundingAdjustment),
      tendered: tender.tendered ? toMoneyView(tender.tendered) : null,
      change: tender.change ? toMoneyView(tender.change) : null,
    })),
    totalCharged: toMoneyView(plan.totalCharged),
    roundingAdjustment: toMoneyView(plan.roundingAdjustment),
    changeDue: toMoneyView(plan.changeDue),
    cashDueIfAllCash: toMoneyView(cashDue(tax.total, rounding)),
  };
}

/** The order's payments as the platform records them (change and tendered for every tender). */
function paymentsOf(plan: TenderPlan, currency: string): Payment[] {
  return plan.tenders.map((tender) => ({
    method: tender.method,
    amount: toWireAmount(tender.amount),
    rounding_adjustment: toWireAmount(tender.roundingAdjustment),
    tendered: toWireAmount(tender.tendered ?? tender.amount),
    change: toWireAmount(tender.change ?? money(0, currency)),
  }));
}

/** The quote's tax figures: subtotal, the tax lines, their sum and the total due before cash rounding. */
function taxSummaryView(tax: SaleTax) {
  return {
    subtotal: toMoneyView(tax.subtotal),
    pricesIncludeTax: tax.pricesIncludeTax,
    taxLines: tax.taxLines.map((line) => ({
      componentId: line.componentId,
      label: line.label,
      rate: line.rate,
      taxableAmount: toMoneyView(line.taxableAmount),
      amount: toMoneyView(line.amount),
    })),
    totalTax: toMoneyView(tax.totalTax),
    total: toMoneyView(tax.total),
  };
}

/** A line or field refused; `values` are what the code's sentence needs (errors.valued.<code>). */
function refused(
  code: BridgeErrorCode,
  path: string,
  message: string,
  values?: Record<string, string | number>,
): BridgeError {
  return new BridgeError({
    code,
    message: `${path}: ${message}.`,
    details: [{ path, message }],
    ...(values ? { values } : {}),
  });
}
