// A manager's approval asked for (a return without its receipt or above the business's amount, counter
// mode) or refused travels with its reasons as values: the approval dialog words it in every language, US
// English word for word as the platform's and the workstation's English (what returns.spec reads).
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { errorMessageText } from '../../../renderer/src/ui/error-advice';
import { translator } from '../support/translator';

const returnNeeds = (reasons: string, message: string) =>
  new BridgeError({
    code: 'manager_approval_required',
    message,
    values: { why: 'return', reasons, limit: '1', currency: 'USD' },
  });

/** As the platform (returns) and the workstation (counter mode) send them. */
const ASKED = [
  returnNeeds('no_receipt', 'A manager must approve this return: the customer has no receipt.'),
  returnNeeds(
    'over_threshold',
    'A manager must approve this return: the refund is above 1 USD, the most an associate refunds alone.',
  ),
  returnNeeds(
    'no_receipt_and_over_threshold',
    'A manager must approve this return: the customer has no receipt and the refund is above 1 USD, the most an associate refunds alone.',
  ),
  new BridgeError({
    code: 'manager_approval_required',
    message: 'A manager turns counter mode on: ask one to approve it.',
    values: { why: 'counter_mode', enabling: 'yes' },
  }),
  new BridgeError({
    code: 'manager_approval_required',
    message: 'A manager leaves counter mode: ask one to approve it.',
    values: { why: 'counter_mode', enabling: 'no' },
  }),
];

const REFUSED = [
  BridgeError.from({
    code: 'approval_refused',
    message: "The manager's username or password is wrong.",
    values: { why: 'wrong_credentials' },
  }),
  BridgeError.from({
    code: 'approval_refused',
    message: "bob cannot approve returns in store 'yorkdale': a manager of the store must.",
    values: { why: 'not_store_manager', manager: 'bob', storeId: 'yorkdale' },
  }),
];

describe('manager approvals worded from their values', () => {
  it('US English says each word for word as the platform and the workstation', () => {
    const t = translator('en-US');
    for (const error of [...ASKED, ...REFUSED]) expect(errorMessageText(error, t)).toBe(error.message);
  });

  it('French and Spanish say why a manager is needed, or why the approval was refused', () => {
    const fr = translator('fr-CA');
    const es = translator('es-US');
    expect(errorMessageText(ASKED[0]!, fr)).toBe(
      'Un gérant doit approuver ce retour : le client n’a pas son reçu.',
    );
    expect(errorMessageText(ASKED[1]!, es)).toBe(
      'Un gerente debe aprobar esta devolución: el reembolso supera 1 USD, lo máximo que un empleado puede reembolsar solo.',
    );
    expect(errorMessageText(ASKED[4]!, fr)).toBe(
      'Seul un gérant peut quitter le mode caisse : demandez à un gérant de l’approuver.',
    );
    expect(errorMessageText(REFUSED[1]!, fr)).toBe(
      'bob ne peut pas approuver de retours au magasin « yorkdale » : il faut un gérant de ce magasin.',
    );
    for (const t of [fr, es]) {
      for (const error of [...ASKED, ...REFUSED]) {
        expect(errorMessageText(error, t)).not.toMatch(
          /\b(manager|approve|customer|receipt|refund|above|counter|password|wrong|store)\b/i,
        );
      }
    }
  });

  it('a platform that sends no values still reads: the generic sentence in French and Spanish', () => {
    const bare = BridgeError.from({
      code: 'approval_refused',
      message: "The manager's username or password is wrong.",
    });
    expect(errorMessageText(bare, translator('fr-CA'))).toBe('L’approbation du gérant a été refusée.');
    expect(errorMessageText(bare, translator('es-US'))).toBe('Se rechazó la aprobación del gerente.');
  });
});
