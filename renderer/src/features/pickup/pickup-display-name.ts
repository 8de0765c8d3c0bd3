// The pickup configuration's display name as an order shows it: the platform's default name in the session's
// language, a name the retailer chose exactly as typed (shared/contract/pickup-config.ts says why).
import { DEFAULT_PICKUP_DISPLAY_NAME } from '../../../../shared/contract/pickup-config';
import type { Translate } from '../../i18n/I18nProvider';

export function pickupDisplayNameText(displayName: string | null, t: Translate): string {
  return displayName === null || displayName === DEFAULT_PICKUP_DISPLAY_NAME
    ? t('pickup.detail.defaultName')
    : displayName;
}
