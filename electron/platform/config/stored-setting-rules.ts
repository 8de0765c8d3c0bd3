import {
  AppConfigSchema,
  CashDrawerConfigSchema,
  PickupConfigSchema,
  PrintConfigSchema,
  RoundingConfigSchema,
} from '../../../shared/contract';
import { ReturnConfigSchema } from '../../../shared/contract/return-config';
import type { StoredSettingRule } from '../db/setting-repair';
import { RETURN_CONFIG_DEFAULT, RETURN_CONFIG_SETTING } from '../returns/sale-returns';
import { CONFIG_DEFAULTS, SETTING } from './config-settings';

/**
 * The configurations checked again when read, with today's schemas: a data folder written by an older
 * version (before the ranges existed) is repaired on load instead of breaking requests.
 */
export const STORED_SETTING_RULES: Readonly<Record<string, StoredSettingRule>> = {
  [SETTING.pickup]: { schema: PickupConfigSchema, fallback: undefined },
  [SETTING.print]: { schema: PrintConfigSchema, fallback: CONFIG_DEFAULTS.print },
  [SETTING.app]: { schema: AppConfigSchema, fallback: CONFIG_DEFAULTS.app },
  [SETTING.cashDrawer]: { schema: CashDrawerConfigSchema, fallback: CONFIG_DEFAULTS.cashDrawer },
  [SETTING.rounding]: { schema: RoundingConfigSchema, fallback: CONFIG_DEFAULTS.rounding },
  [RETURN_CONFIG_SETTING]: { schema: ReturnConfigSchema, fallback: RETURN_CONFIG_DEFAULT },
};
