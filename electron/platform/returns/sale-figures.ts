// The store's cash rounding context a return is refunded with (the same the workstation planned the sale
// with). The sale's own figures are read by shared/returns/sale-refund-inputs.
import type { CashRoundingContext } from '../../../shared/cash-rounding';
import type { AppConfig, RoundingConfig } from '../../../shared/contract';
import type { Store } from '../../../shared/contract/store';
import { CONFIG_DEFAULTS, SETTING } from '../config/config-settings';
import type { SettingsRepository } from '../db/settings-repository';

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
