// The screens' own checks (a return with no line, a card part not refunded yet...) are errors with the check
// as a value: every language words them, US English word for word as the check's own English (what the
// e2e specs and associates know), French and Spanish with no English left.
import { describe, expect, it } from 'vitest';
import type { RefundPreviewView } from '../../../shared/bridge/views/returns';
import { money } from '../../../shared/money';
import { completionRefusal } from '../../../renderer/src/store/returns/return-rules';
import type { ReturnDraft } from '../../../renderer/src/store/returns-slice';
import { localValidationError } from '../../../renderer/src/store/slice';
import { errorWording } from '../support/translator';

const draft = (quantities: Record<string, number>): ReturnDraft => ({
  returnId: 'r-1',
  quantities,
  receipt: true,
  reason: '',
  cardRefundConfirmed: false,
});

/** A refund of 12.50 CAD, all of it to the card. */
const CARD_REFUND = {
  refunds: [
    {
      method: 'card',
      share: money(1250, 'CAD'),
      amount: money(1250, 'CAD'),
      roundingAdjustment: money(0, 'CAD'),
    },
  ],
} as unknown as RefundPreviewView;

/** Each check as the store makes it. */
function checks() {
  return {
    noLine: completionRefusal(draft({ tee: 0 }), null)!,
    cardFirst: completionRefusal(draft({ tee: 1 }), CARD_REFUND)!,
    pickFirst: localValidationError(
      'pick_every_item',
      'Pick every item first, or reject the missing ones (Items missing).',
    ),
    day: localValidationError('day_format', 'Choose a day (YYYY-MM-DD)', 'date'),
    rounding: localValidationError('rounding_unknown', 'The store’s cash rounding rule is not known yet.'),
  };
}

describe('the screens’ own checks in each language', () => {
  it('US English says each word for word as the check', () => {
    const t = errorWording('en-US');
    const all = checks();
    expect(all.noLine.message).toBe('Choose at least one line and how many of it come back.');
    for (const [name, error] of Object.entries(all)) expect(t(error), name).toBe(error.message);
  });

  it('French and Spanish say what to do, with no English left', () => {
    const { noLine, cardFirst, pickFirst, rounding } = checks();
    expect(errorWording('fr-CA')(rounding)).toBe(
      'La règle d’arrondi des espèces du magasin n’est pas encore connue.',
    );
    expect(errorWording('es-US')(rounding)).toBe(
      'Todavía no se conoce la regla de redondeo del efectivo de la tienda.',
    );
    expect(errorWording('fr-CA')(noLine)).toBe(
      'Choisissez au moins une ligne et combien de ses articles sont retournés.',
    );
    expect(errorWording('es-US')(cardFirst)).toBe(
      'Primero reembolse la tarjeta en la terminal de pago y luego confírmelo aquí.',
    );
    expect(errorWording('fr-CA')(pickFirst)).toBe(
      'Préparez d’abord tous les articles, ou refusez ceux qui manquent (Articles manquants).',
    );
    for (const locale of ['fr-CA', 'es-US']) {
      for (const [name, error] of Object.entries(checks())) {
        expect(errorWording(locale)(error), `${locale} ${name}`).not.toMatch(
          /\b(choose|line|refund|card|pick|item|missing|day|first|then)\b/i,
        );
      }
    }
  });
});
