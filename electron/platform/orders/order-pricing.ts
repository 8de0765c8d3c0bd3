// The money of an order, decided by the platform from its own data: what a client sends is checked, never
// trusted. One rule per step, in the order an auditor reads a receipt:
//   1. currency   — the order's currency is the store's (its price book's);
//   2. lines      — every product is in the shop's catalog and priced at the store's price-book price,
//                   unless a manager overrides it (reason given, the manager recorded);
//   3. tax        — an in-store sale's tax is the store's configuration applied to its lines (tax/sale-tax-check);
//                   a pickup order carries the tax its web checkout charged;
//   4. total      — the sum of the lines, plus the tax when prices are before tax;
//   5. payments   — they add up to the total after cash rounding, each cash rounding adjustment being the
//                   one the store's country rule gives (shared/cash-rounding).
// Each failed rule is one 400 (or 403) with its own code and a detail per offending field.
import { roundCashTender, type CashRoundingContext } from '../../../shared/cash-rounding';
import type { AppConfig, RoundingConfig } from '../../../shared/contract';
import {
  isInStoreSaleRequest,
  type CreateOrderRequest,
  type OrderShipment,
  type Payment,
} from '../../../shared/contract/order';
import type { PlatformErrorCode } from '../../../shared/contract/platform-error-codes';
import type { Store } from '../../../shared/contract/store';
import type { OrderTaxLine } from '../../../shared/contract/tax-config';
import {
  currencyExponent,
  minorToDecimalText,
  money,
  parseMoney,
  toDecimalString,
  type Money,
} from '../../../shared/money';
import { hasRole } from '../auth/roles';
import type { PlatformUser } from '../auth/user-directory';
import { storeCurrency } from '../cash/store-currency';
import { StorePrices } from '../catalog/store-prices';
import { CONFIG_DEFAULTS, SETTING } from '../config/config-settings';
import type { PlatformDatabase } from '../db/database';
import type { SettingsRepository } from '../db/settings-repository';
import { ApiError, badRequest, type ErrorDetail } from '../http/api-error';
import type { SaleTaxCheck } from '../tax/sale-tax-check';
import { PriceRepository } from '../catalog/price-repository';

/** Largest order total, in minor units: 15 digits, the most a JSON number always carries exactly. */
export const MAX_ORDER_TOTAL_MINOR = 999_999_999_999_999n;

/** The order as the platform records it: lines with their checked prices, and what is due. */
export interface PricedOrder {
  /** The shipments as sent, each override carrying the manager who approved it. */
  shipments: OrderShipment[];
  /** Sum of the lines. */
  subtotal: Money;
  /** An in-store sale's tax as the platform computed it (each line's share is on its shipment line). */
  tax?: { prices_include_tax: boolean; taxes: OrderTaxLine[] };
  /** What the customer owes before cash rounding: the subtotal, plus the tax when prices are before tax. */
  total: Money;
}

export class OrderPricing {
  private readonly prices: StorePrices;
  private readonly books: PriceRepository;

  constructor(
    db: PlatformDatabase,
    private readonly settings: SettingsRepository,
    private readonly saleTax: SaleTaxCheck,
  ) {
    this.prices = new StorePrices(db);
    this.books = new PriceRepository(db);
  }

  /** Checks every money rule of `request` sold at `store` by `user`; throws the first rule broken. */
  price(request: CreateOrderRequest, store: Store, user: PlatformUser): PricedOrder {
    checkCurrency(request.currency, store, storeCurrency(this.books, store)?.currency);
    const checkedLines = this.checkLines(request, store, user);
    const subtotal = sumLines(checkedLines, request.currency);
    const sale = isInStoreSaleRequest(request)
      ? this.saleTax.check({ ...request, shipments: checkedLines }, store)
      : undefined;
    const shipments = sale?.shipments ?? checkedLines;
    const tax = sale ? { prices_include_tax: sale.prices_include_tax, taxes: sale.taxes } : request;
    const total = withTax(subtotal, tax);
    // The goods of a counter sale leave with the customer: it is paid there and then.
    const payments = request.payments ?? (isInStoreSaleRequest(request) ? [] : undefined);
    checkPayments(payments, total, this.roundingContext(store));
    return {
      shipments,
      subtotal,
      ...(sale ? { tax: { prices_include_tax: sale.prices_include_tax, taxes: sale.taxes } } : {}),
      total,
    };
  }

  private checkLines(request: CreateOrderRequest, store: Store, user: PlatformUser): OrderShipment[] {
    const unknown: ErrorDetail[] = [];
    const unpriced: ErrorDetail[] = [];
    const wrongCurrency: ErrorDetail[] = [];
    const wrongPrice: ErrorDetail[] = [];
    const overrides: ErrorDetail[] = [];
    const isManager = hasRole(user.roles, 'manager');
    const shipments = request.shipments.map((shipment, shipmentIndex) => ({
      ...shipment,
      items: shipment.items.map((line, lineIndex) => {
        const at = `shipments.${shipmentIndex}.items.${lineIndex}`;
        if (!this.prices.sells(store.shop, line.product_id)) {
          unknown.push({ path: `${at}.product_id`, message: `is not in shop '${store.shop}'` });
          return line;
        }
        const bookPrice = this.prices.priceAt(store, line.product_id);
        if (!bookPrice) {
          unpriced.push({ path: `${at}.product_id`, message: `has no price at store '${store.store_id}'` });
          return line;
        }
        if (bookPrice.currency !== request.currency) {
          wrongCurrency.push({ path: `${at}.price`, message: `is priced in ${bookPrice.currency}` });
          return line;
        }
        if (line.price_override) {
          if (!isManager) {
            overrides.push({ path: `${at}.price_override`, message: 'needs the manager role' });
            return line;
          }
          return {
            ...line,
            price_override: { reason: line.price_override.reason, approved_by: user.username },
          };
        }
        const sent = parseMoney(line.price, request.currency);
        if (!sent.ok || sent.money.minor !== bookPrice.minor) {
          const shown = toDecimalString(money(bookPrice.minor, bookPrice.currency));
          wrongPrice.push({
            path: `${at}.price`,
            message: `must be ${shown} ${bookPrice.currency}, the price in price book '${bookPrice.pricebook}' of store '${store.store_id}'`,
          });
        }
        return line;
      }),
    }));
    refuseIfAny(unknown, 'unknown_product', 'Products that the shop does not sell');
    refuseIfAny(unpriced, 'product_not_priced', 'Products without a price at the store');
    refuseIfAny(wrongCurrency, 'currency_mismatch', 'Products priced in another currency than the order');
    if (overrides.length > 0) {
      throw new ApiError(
        403,
        'price_override_forbidden',
        `Only a manager may sell at another price than the price book; ${user.username} is not one.`,
        overrides,
        { username: user.username },
      );
    }
    refuseIfAny(wrongPrice, 'price_mismatch', "Prices that differ from the store's price book");
    return shipments;
  }

  /** Whether the store's cash tenders round, from the same configurations the app reads. */
  private roundingContext(store: Store): CashRoundingContext {
    const app = this.settings.get<AppConfig>(SETTING.app) ?? CONFIG_DEFAULTS.app;
    const rounding = this.settings.get<RoundingConfig>(SETTING.rounding) ?? CONFIG_DEFAULTS.rounding;
    return {
      storeCountry: store.physical_address.country_code,
      storeListedForUsRounding: rounding.enabled_store_ids.includes(store.store_id),
      cashRoundingEnabled: app.release_toggles.cash_rounding_enabled,
    };
  }
}

/** The subtotal plus the tax lines when they come on top of the prices (a pickup order's as sent). */
function withTax(
  subtotal: Money,
  tax: { prices_include_tax?: boolean | undefined; taxes?: readonly OrderTaxLine[] | undefined },
): Money {
  if (tax.prices_include_tax !== false) return subtotal;
  let total = BigInt(subtotal.minor);
  for (const line of tax.taxes ?? []) {
    const amount = parseMoney(line.amount, subtotal.currency, { allowNegative: true });
    // The schema already refused an amount that does not fit the currency.
    if (amount.ok) total += BigInt(amount.money.minor);
  }
  return money(Number(total), subtotal.currency);
}

function checkCurrency(currency: string, store: Store, expected: string | undefined): void {
  if (expected === undefined || currency === expected) return;
  throw badRequest('currency_mismatch', `Store '${store.store_id}' sells in ${expected}, not ${currency}.`, [
    { path: 'currency', message: `must be ${expected}, the currency of store '${store.store_id}'` },
  ]);
}

function sumLines(shipments: readonly OrderShipment[], currency: string): Money {
  let total = 0n;
  for (const shipment of shipments) {
    for (const line of shipment.items) {
      const unit = parseMoney(line.price, currency);
      // The schema already refused an amount that does not fit the currency.
      if (unit.ok) total += BigInt(unit.money.minor) * BigInt(line.quantity);
    }
  }
  if (total > MAX_ORDER_TOTAL_MINOR) {
    throw badRequest(
      'order_total_too_large',
      'The order total is larger than the platform records exactly.',
      [{ path: 'shipments', message: 'add up to more than 15 digits of minor units' }],
    );
  }
  return money(Number(total), currency);
}

/**
 * Payments, when given, pay the total: the exact shares (amount − rounding_adjustment) add up to it, at most
 * one payment is cash, and a cash payment's rounding_adjustment is what the store's rule gives for its share.
 * An order without payments is not paid yet (a pickup order paid at the store); a counter sale must be paid.
 */
function checkPayments(
  payments: readonly Payment[] | undefined,
  total: Money,
  rounding: CashRoundingContext,
): void {
  const { currency } = total;
  const show = (amount: Money) => `${toDecimalString(amount)} ${currency}`;
  if (payments === undefined) return;
  let shares = 0n;
  let cashIndex: number | undefined;
  const wrongRounding: ErrorDetail[] = [];
  payments.forEach((payment, index) => {
    const amount = parseMoney(payment.amount, currency);
    const adjustment = parseMoney(payment.rounding_adjustment, currency, { allowNegative: true });
    if (!amount.ok || !adjustment.ok) return; // refused by the schema already
    const share = amount.money.minor - adjustment.money.minor;
    shares += BigInt(share);
    if (payment.method !== 'cash') return;
    if (cashIndex !== undefined) {
      throw badRequest('more_than_one_cash_payment', 'Cash is one payment: put all the cash in one.', [
        { path: `payments.${index}.method`, message: `payment ${cashIndex} is already cash` },
      ]);
    }
    cashIndex = index;
    if (share < 0) return; // reported below: the shares cannot add up
    const expected = roundCashTender({ amount: money(share, currency), ...rounding }).adjustment;
    if (expected.minor !== adjustment.money.minor) {
      wrongRounding.push({
        path: `payments.${index}.rounding_adjustment`,
        message: `must be ${show(expected)}, the store's cash rounding of ${show(money(share, currency))}`,
      });
    }
  });
  if (shares !== BigInt(total.minor)) {
    const covered = minorToDecimalText(shares, currencyExponent(currency));
    throw badRequest(
      'payments_do_not_match_total',
      `The payments cover ${covered} ${currency} of a ${show(total)} total.`,
      [
        {
          path: 'payments',
          message: `must add up to ${show(total)} before cash rounding (amount − rounding_adjustment)`,
        },
      ],
      { coveredAmount: covered, totalAmount: toDecimalString(total), currency },
    );
  }
  refuseIfAny(
    wrongRounding,
    'rounding_adjustment_mismatch',
    'Cash rounding that differs from the store rule',
  );
}

function refuseIfAny(details: ErrorDetail[], code: PlatformErrorCode, what: string): void {
  if (details.length === 0) return;
  const listed = details.map((detail) => `${detail.path} ${detail.message}`).join('; ');
  throw badRequest(code, `${what}: ${listed}.`, details);
}
