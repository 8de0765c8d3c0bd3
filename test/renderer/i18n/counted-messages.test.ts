// Messages that count say one and many the way each language does: the picking line's "take them all"
// button for a line of one unit and a line of three, in Québec French and US Spanish.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../../renderer/src/i18n/catalogs';

function say(locale: string, id: string, values: Record<string, string | number>): string {
  return createIntl({ locale, messages: CATALOGS[locale]! }).formatMessage({ id }, values);
}

describe('the picking line’s take-all button', () => {
  it('Québec French: one unit, or all of them, without « Les 1 »', () => {
    expect(say('fr-CA', 'pickup.line.all', { ordered: 1 })).toBe('L’unité');
    expect(say('fr-CA', 'pickup.line.all', { ordered: 3 })).toBe('Les 3');
    expect(say('fr-CA', 'pickup.line.allName', { ordered: 1, name: 'Tuque' })).toBe(
      'Tuque : l’unité préparée',
    );
    expect(say('fr-CA', 'pickup.line.allName', { ordered: 3, name: 'Tuque' })).toBe(
      'Tuque : les 3 unités préparées',
    );
  });

  it('US Spanish: one unit, or all of them', () => {
    expect(say('es-US', 'pickup.line.all', { ordered: 1 })).toBe('La unidad');
    expect(say('es-US', 'pickup.line.all', { ordered: 3 })).toBe('Las 3');
    expect(say('es-US', 'pickup.line.allName', { ordered: 1, name: 'Gorro' })).toBe(
      'Gorro: la unidad preparada',
    );
    expect(say('es-US', 'pickup.line.allName', { ordered: 3, name: 'Gorro' })).toBe(
      'Gorro: las 3 unidades preparadas',
    );
  });

  it('US English stays as the pickup specs read it', () => {
    expect(say('en-US', 'pickup.line.allName', { ordered: 2, name: 'Beanie' })).toBe(
      'All 2 of Beanie picked',
    );
  });
});
