// @vitest-environment jsdom
// A change refused on the workstation before anything was written (InvalidMutationError: a pickup order
// action, a drawer transaction) reaches the screen as its code, its fields and their reasons: US English
// shows the main process's sentence as it is, French and Spanish say it in their words naming the field.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toBridgeErrorInfo } from '../../../electron/host/to-bridge-error';
import { LocalData } from '../../../electron/services/local-db/local-data';
import { InvalidMutationError } from '../../../electron/services/outbox/invalid-mutation-error';
import { Outbox } from '../../../electron/services/outbox/outbox';
import { PosMutations } from '../../../electron/services/outbox/pos-mutations';
import { BridgeError } from '../../../shared/bridge';
import { I18nProvider } from '../../../renderer/src/i18n/I18nProvider';
import { useErrorText } from '../../../renderer/src/ui';
import { readyOrder } from '../../services/printing/support/printing-fixtures';

const folders: string[] = [];
const opened: LocalData[] = [];

afterEach(() => {
  cleanup();
  for (const data of opened.splice(0)) data.close();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const ASSOCIATE = { username: 'associate', roles: ['associate'] };

/** This workstation's mutations over its own database, with one order of each state the checks need. */
function workstation(): PosMutations {
  const folder = mkdtempSync(join(tmpdir(), 'pos-mutation-text-'));
  folders.push(folder);
  const data = LocalData.open(folder);
  opened.push(data);
  data.orders.upsertMany([
    readyOrder({ order_id: 'ord-collected', external_id: 'WEB-1', status: 'picked_up' }),
    readyOrder({ order_id: 'ord-picking', external_id: 'WEB-2', status: 'in_picking' }),
  ]);
  return new PosMutations(data, new Outbox(data.db));
}

/** The refusal as the renderer receives it: through the host's envelope, back into a BridgeError. */
function refusal(action: () => unknown): BridgeError {
  try {
    action();
  } catch (error) {
    if (!(error instanceof InvalidMutationError)) throw error;
    return BridgeError.from(toBridgeErrorInfo(error, () => undefined));
  }
  throw new Error('the workstation accepted the change');
}

function refusals(): Record<string, BridgeError> {
  const mutations = workstation();
  return {
    unknownOrder: refusal(() => mutations.actOnOrder('ord-gone', 'start_picking', {}, ASSOCIATE)),
    blankReason: refusal(() => mutations.actOnOrder('ord-picking', 'cancel', { reason: '  ' }, ASSOCIATE)),
    alreadyCollected: refusal(() =>
      mutations.actOnOrder('ord-collected', 'cancel', { reason: 'customer called' }, ASSOCIATE),
    ),
    mismatch: refusal(() =>
      mutations.actOnOrder(
        'ord-picking',
        'mark_ready',
        { picked: [{ product_id: 'tee-blue-m', quantity: 1 }] },
        ASSOCIATE,
      ),
    ),
    badCash: refusal(() =>
      mutations.recordCashTransaction(
        'front',
        { store_id: 'store-1', type: 'paid_in', amount: 'ten', currency: 'USD' } as never,
        ASSOCIATE,
      ),
    ),
  };
}

/** The fields an error names, each once (a field can be at fault more than once: `picked`). */
function fieldsOf(error: BridgeError): string[] {
  return [...new Set((error.details ?? []).map((detail) => detail.path))];
}

/** What a banner shows: the message, then each field's reason. */
function shown(locale: string, error: BridgeError): string[] {
  function Shown() {
    const { message, reason } = useErrorText();
    return (
      <ul>
        <li>{message(error)}</li>
        {fieldsOf(error).map((path) => (
          <li key={path}>{reason(error, path)}</li>
        ))}
      </ul>
    );
  }
  const { container } = render(
    <I18nProvider locale={locale}>
      <Shown />
    </I18nProvider>,
  );
  const texts = [...container.querySelectorAll('li')].map((item) => item.textContent ?? '');
  cleanup();
  return texts;
}

describe('changes refused on the workstation, in the session language', () => {
  it('US English shows the main process’s sentence and each field’s English reason', () => {
    for (const [name, error] of Object.entries(refusals())) {
      const [message, ...reasons] = shown('en-US', error);
      expect(message, name).toBe(error.message);
      expect(reasons, name).toEqual(fieldsOf(error).map((path) => error.reasonFor(path)));
    }
    expect(refusals().unknownOrder!.message).toBe("Order 'ord-gone' is not known on this workstation.");
  });

  it('French and Spanish name the order or the field, in their words', () => {
    const { unknownOrder, blankReason, alreadyCollected, mismatch, badCash } = refusals();
    expect(shown('fr-CA', unknownOrder!)[0]).toBe('La commande « ord-gone » est inconnue sur ce poste.');
    expect(shown('es-US', unknownOrder!)[0]).toBe('El pedido “ord-gone” no se conoce en esta estación.');
    expect(shown('fr-CA', blankReason!)).toEqual([
      'Le champ « reason » n’est pas valide.',
      'ne doit pas être vide',
    ]);
    expect(shown('es-US', alreadyCollected!)[0]).toBe('El estado del pedido no permite este cambio.');
    expect(shown('fr-CA', mismatch!)[0]).toMatch(
      /^Les articles préparés ne correspondent pas à la commande \(« picked/,
    );
    expect(shown('es-US', badCash!)[0]).toMatch(/^El campo “\w+” no es válido\.$/);
    for (const locale of ['fr-CA', 'es-US']) {
      for (const [name, error] of Object.entries(refusals())) {
        const texts = shown(locale, error)
          .join(' ')
          .replace(/[«“][^»”]*[»”]/g, '');
        expect(texts, `${locale} ${name}`).not.toMatch(
          /\b(order|cannot|known|workstation|valid|picked|ordered|must|not)\b/i,
        );
      }
    }
  });
});
