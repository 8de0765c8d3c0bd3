// The pickup name an order shows: the platform's default in the session's language, the retailer's own name
// as typed.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_DISPLAY_NAME } from '../../../shared/contract/pickup-config';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';
import type { Translate } from '../../../renderer/src/i18n/I18nProvider';
import { pickupDisplayNameText } from '../../../renderer/src/features/pickup/pickup-display-name';

function translator(locale: string): Translate {
  const intl = createIntl({ locale, messages: CATALOGS[locale] });
  return (id, values) => intl.formatMessage({ id }, values);
}

describe('the pickup name of an order', () => {
  it('shows the platform’s default name in each language', () => {
    expect(pickupDisplayNameText(DEFAULT_PICKUP_DISPLAY_NAME, translator('en-US'))).toBe('In-store pickup');
    expect(pickupDisplayNameText(DEFAULT_PICKUP_DISPLAY_NAME, translator('fr-CA'))).toBe(
      'Ramassage en magasin',
    );
    expect(pickupDisplayNameText(DEFAULT_PICKUP_DISPLAY_NAME, translator('es-US'))).toBe(
      'Recogida en tienda',
    );
    expect(pickupDisplayNameText(null, translator('fr-CA'))).toBe('Ramassage en magasin');
  });

  it('shows a name the retailer typed as typed, in every language', () => {
    for (const locale of ['en-US', 'fr-CA', 'es-US']) {
      expect(pickupDisplayNameText('Click & Collect', translator(locale))).toBe('Click & Collect');
    }
  });
});
