// The pickup name an order shows: the platform's default in the session's language, the retailer's own name
// as typed.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PICKUP_DISPLAY_NAME } from '../../../shared/contract/pickup-config';
import { pickupDisplayNameText } from '../../../renderer/src/features/pickup/pickup-display-name';
import { translator } from '../support/translator';

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
