// A manager's approval asked for (a return without its receipt or above the business's amount, counter
// mode) or refused travels with its reasons as values: the approval dialog words it in every language, US
// English word for word as the platform's and the workstation's English (what returns.spec reads), except
// the amount, which every language writes as money in the store's currency (« 250,00 $ » in Montréal).
import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../shared/bridge';
import { errorWording } from '../support/translator';

const returnNeeds = (reasons: string, message: string, limit = '1', currency = 'USD') =>
  new BridgeError({
    code: 'manager_approval_required',
    message,
    values: { why: 'return', reasons, limit, currency },
  });

/** Intl's blank between an amount and its sign in French (no-break space). */
const NBSP = '\u00a0';

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

/** Above 250.00 CAD in a Montréal store. */
const OVER_CAD = returnNeeds(
  'over_threshold',
  'A manager must approve this return: the refund is above 250.00 CAD, the most an associate refunds alone.',
  '250.00',
  'CAD',
);

describe('manager approvals worded from their values', () => {
  it('US English says each word for word as the platform and the workstation, the amount as money', () => {
    const t = errorWording('en-US');
    for (const error of [ASKED[0]!, ...ASKED.slice(3), ...REFUSED]) expect(t(error)).toBe(error.message);
    expect(t(ASKED[1]!)).toBe(
      'A manager must approve this return: the refund is above $1.00, the most an associate refunds alone.',
    );
    expect(t(ASKED[2]!)).toBe(
      'A manager must approve this return: the customer has no receipt and the refund is above $1.00, the most an associate refunds alone.',
    );
    expect(t(OVER_CAD)).toBe(
      'A manager must approve this return: the refund is above CA$250.00, the most an associate refunds alone.',
    );
  });

  it('writes the amount the business set as money in the store’s currency, the way each language writes it', () => {
    expect(errorWording('fr-CA')(OVER_CAD)).toBe(
      `Un gérant doit approuver ce retour : le remboursement dépasse 250,00${NBSP}$, le maximum qu’un employé peut rembourser seul.`,
    );
    expect(errorWording('es-US')(OVER_CAD)).toBe(
      `Un gerente debe aprobar esta devolución: el reembolso supera CAD${NBSP}250.00, lo máximo que un empleado puede reembolsar solo.`,
    );
    expect(errorWording('fr-CA')(ASKED[2]!)).toMatch(/dépasse 1,00\u00a0\$\u00a0US,/);
    // Exactly the decimals sent, however many: no float between the wire and the screen.
    const large = returnNeeds('over_threshold', '', '90071992547409.91', 'CAD');
    expect(errorWording('fr-CA')(large)).toContain(`90${NBSP}071${NBSP}992${NBSP}547${NBSP}409,91${NBSP}$`);
  });

  it('French and Spanish say why a manager is needed, or why the approval was refused', () => {
    const fr = errorWording('fr-CA');
    const es = errorWording('es-US');
    expect(fr(ASKED[0]!)).toBe('Un gérant doit approuver ce retour : le client n’a pas son reçu.');
    expect(es(ASKED[1]!)).toBe(
      'Un gerente debe aprobar esta devolución: el reembolso supera $1.00, lo máximo que un empleado puede reembolsar solo.',
    );
    expect(fr(ASKED[4]!)).toBe(
      'Seul un gérant peut quitter le mode caisse : demandez à un gérant de l’approuver.',
    );
    expect(fr(REFUSED[1]!)).toBe(
      'bob ne peut pas approuver de retours au magasin « yorkdale » : il faut un gérant de ce magasin.',
    );
    for (const t of [fr, es]) {
      for (const error of [...ASKED, ...REFUSED]) {
        expect(t(error)).not.toMatch(
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
    expect(errorWording('fr-CA')(bare)).toBe('L’approbation du gérant a été refusée.');
    expect(errorWording('es-US')(bare)).toBe('Se rechazó la aprobación del gerente.');
  });
});
