// A refusal of the platform (an import that failed, an order change it refused) is worded from its code and
// the field it names in every language; the platform's English shows only for a code the app does not know.
import { describe, expect, it } from 'vitest';
import type { ImportFailureCode } from '../../../electron/common/archive/import-failure';
import type { TransitionRefusalCode } from '../../../shared/pickup/transition-result';
import { translator } from '../support/translator';
import { platformRefusalText, refusedChangeText } from '../../../renderer/src/ui/platform-refusal-text';

/** Every code an import fails with (a new one fails to compile here until it is listed). */
const IMPORT_CODES = Object.keys({
  unsupported_uri: true,
  download_failed: true,
  archive_too_large: true,
  zip_bomb_suspected: true,
  not_a_zip: true,
  macosx_folder: true,
  unsafe_entry_path: true,
  missing_data_folder: true,
  missing_file: true,
  invalid_json: true,
  invalid_head: true,
  internal_error: true,
  attempts_exhausted: true,
} satisfies Record<ImportFailureCode, true>);

/** Every code the order state machine refuses with, and the reroute's store checks. */
const ORDER_CODES = [
  ...Object.keys({
    invalid_transition: true,
    forbidden: true,
    picked_mismatch: true,
    invalid_items: true,
    invalid_body: true,
  } satisfies Record<TransitionRefusalCode, true>),
  'not_found',
  'unknown_store',
  'store_not_active',
  'shop_mismatch',
];

const PLATFORM_WORDS = 'The platform’s own English sentence.';

describe('platform refusals on screen', () => {
  for (const locale of ['en-US', 'fr-CA', 'es-US']) {
    it(`${locale} words every import failure and order refusal code`, () => {
      const t = translator(locale);
      for (const code of IMPORT_CODES) {
        const text = platformRefusalText('import', { code, message: PLATFORM_WORDS }, t);
        expect(text, code).not.toBe(PLATFORM_WORDS);
        expect(text.trim(), code).not.toBe('');
      }
      for (const code of ORDER_CODES) {
        expect(platformRefusalText('order', { code, message: PLATFORM_WORDS }, t), code).not.toBe(
          PLATFORM_WORDS,
        );
      }
    });
  }

  it('words a refused order change with a code outside the order area by that code, in each language', () => {
    const busy = { code: 'busy', field: null, message: PLATFORM_WORDS };
    for (const locale of ['en-US', 'fr-CA', 'es-US']) {
      const t = translator(locale);
      expect(refusedChangeText(busy, t), locale).toBe(t('errors.message.busy'));
      expect(refusedChangeText(busy, t), locale).not.toBe(PLATFORM_WORDS);
    }
    expect(refusedChangeText(busy, translator('fr-CA'))).not.toBe(
      refusedChangeText(busy, translator('en-US')),
    );
    expect(refusedChangeText({ ...busy, code: 'not_a_code_anyone_knows' }, translator('fr-CA'))).toBe(
      PLATFORM_WORDS,
    );
  });

  it('names the field the platform names, in each language', () => {
    const refusal = {
      code: 'picked_mismatch',
      message: 'The picked items do not match the order',
      details: [{ path: 'picked.0.quantity' }],
    };
    expect(platformRefusalText('order', refusal, translator('en-US'))).toBe(
      'The picked items do not match the order (“picked.0.quantity”).',
    );
    expect(platformRefusalText('order', refusal, translator('fr-CA'))).toBe(
      'Les articles préparés ne correspondent pas à la commande (« picked.0.quantity »).',
    );
    expect(platformRefusalText('order', refusal, translator('es-US'))).toBe(
      'Los artículos preparados no coinciden con el pedido (“picked.0.quantity”).',
    );
    expect(platformRefusalText('order', { ...refusal, details: [] }, translator('en-US'))).toBe(
      'The picked items do not match the order.',
    );
  });

  it('says why the order moved on in French and Spanish, not in the platform’s English', () => {
    const refusal = {
      code: 'invalid_transition',
      message: 'Cannot start_picking an order that is in_picking',
    };
    expect(platformRefusalText('order', refusal, translator('fr-CA'))).toBe(
      'L’état de la commande ne permet plus ce changement.',
    );
    expect(platformRefusalText('order', refusal, translator('es-US'))).toBe(
      'El estado del pedido ya no permite este cambio.',
    );
  });

  it('shows the platform’s sentence for a code it does not know, in every language', () => {
    for (const locale of ['en-US', 'fr-CA', 'es-US']) {
      const t = translator(locale);
      expect(platformRefusalText('import', { code: 'quota_exceeded', message: PLATFORM_WORDS }, t)).toBe(
        PLATFORM_WORDS,
      );
      expect(platformRefusalText('order', { code: 'order_locked', message: PLATFORM_WORDS }, t)).toBe(
        PLATFORM_WORDS,
      );
    }
  });

  it('says a refusal that came without an error body in each language', () => {
    const bare = { code: null, field: null, message: null };
    expect(refusedChangeText(bare, translator('en-US'))).toBe('The platform refused the change.');
    expect(refusedChangeText(bare, translator('fr-CA'))).toBe('La plateforme a refusé le changement.');
    expect(refusedChangeText(bare, translator('es-US'))).toBe('La plataforma rechazó el cambio.');
  });

  it('words a refused change by its code and field', () => {
    const refused = { code: 'picked_mismatch', field: 'picked.0.quantity', message: PLATFORM_WORDS };
    expect(refusedChangeText(refused, translator('fr-CA'))).toBe(
      'Les articles préparés ne correspondent pas à la commande (« picked.0.quantity »).',
    );
  });
});
