import type { AppConfig, CashDrawerConfig, PrintConfig, RoundingConfig } from '../../../shared/contract';

/** Names of the singleton configurations in the settings table (other areas read them too). */
export const SETTING = {
  pickup: 'in_store_pickup_config',
  print: 'print_config',
  app: 'associate_app_config',
  cashDrawer: 'cash_drawer_config',
  rounding: 'rounding_config',
} as const;

/** What a configuration reads as before anyone has set it. */
export const CONFIG_DEFAULTS: {
  print: PrintConfig;
  app: AppConfig;
  cashDrawer: CashDrawerConfig;
  rounding: RoundingConfig;
} = {
  print: { default: { in_store_pickup: [] } },
  app: { capabilities: { cash_management: false }, release_toggles: { cash_rounding_enabled: false } },
  cashDrawer: { expose_count_expected_amount: false },
  rounding: { enabled_store_ids: [] },
};
