// What the platform reads off a stored order to reason about its returns: the lines as sold, what each
// tender paid, and the store's cash rounding context (the same inputs the workstation planned the sale with).
import type { CashRoundingContext } from '../../../shared/cash-rounding';
import type { AppConfig, RoundingConfig } from '../../../shared/contract';
import type { Order } from '../../../shared/contract/order';
import type { SaleReturn } from '../../../shared/contract/sale-return';
import type { Store } from '../../../shared/contract/store';
import { parseMoneyOrThrow } from '../../../shared/money/parse';
import { money } from '../../../shared/money/money';
import type { EarlierReturn, PaidTender, SoldLine } from '../../../shared/returns/refund-plan';
import { CONFIG_DEFAULTS, SETTING } from '../config/config-settings';
import type { SettingsRepository } from '../db/settings-repository';

export function soldLinesOf(order: Order): SoldLine[] {
  return order.shipments.flatMap((shipment) =>
    shipment.items.map((item) => ({
      productId: item.product_id,
      quantity: item.quantity,
      unit: parseMoneyOrThrow(item.price, order.currency),
    })),
  );
}

/**
 * What each tender paid. A pickup order paid online carries no payments: its refund goes back to the
 * card it was paid with, for the value of its goods.
 */
export function paidTendersOf(order: Order): PaidTender[] {
  if (order.payments.length > 0) {
    return order.payments.map((payment) => ({
      method: payment.method,
      amount: parseMoneyOrThrow(payment.amount, order.currency),
    }));
  }
  const goods = soldLinesOf(order).reduce((total, line) => total + line.unit.minor * line.quantity, 0);
  return [{ method: 'card', amount: money(goods, order.currency) }];
}

export function earlierReturnsOf(returns: readonly SaleReturn[]): EarlierReturn[] {
  return returns.map((saleReturn) => ({
    lines: saleReturn.lines.map((line) => ({ productId: line.product_id, quantity: line.quantity })),
    refunds: saleReturn.refunds.map((refund) => ({
      method: refund.method,
      amount: parseMoneyOrThrow(refund.amount, saleReturn.currency),
    })),
  }));
}

/** The store's cash rounding context, from the application and rounding configurations. */
export function roundingContextOf(store: Store, settings: SettingsRepository): CashRoundingContext {
  const app = settings.get<AppConfig>(SETTING.app) ?? CONFIG_DEFAULTS.app;
  const rounding = settings.get<RoundingConfig>(SETTING.rounding) ?? CONFIG_DEFAULTS.rounding;
  return {
    storeCountry: store.physical_address.country_code,
    storeListedForUsRounding: rounding.enabled_store_ids.includes(store.store_id),
    cashRoundingEnabled: app.release_toggles.cash_rounding_enabled,
  };
}
