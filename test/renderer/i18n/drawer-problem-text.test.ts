// Cash drawer problems and what the associate does with the drawer after a transaction reach the screen as
// codes with values: each language words every code, US English word for word as the main process's English
// (what the cash e2e spec reads).
import { describe, expect, it } from 'vitest';
import {
  DrawerNoticeSchema,
  DrawerProblemSchema,
  type DrawerNotice,
  type DrawerProblem,
} from '../../../shared/cash/drawer-problem';
import { drawerNoticeInEnglish, drawerProblemInEnglish } from '../../../shared/cash/drawer-problem-english';
import { CONNECTION_FAILURES } from '../../../shared/printing/printer-problem';
import { translator } from '../support/translator';
import { drawerNoticeText, drawerProblemText } from '../../../renderer/src/features/cash/drawer-problem-text';

const at = { host: '10.77.0.9', port: 9101 };

/** One of every code, both for a kick and for a status question, as the main process sends them. */
const PROBLEMS: DrawerProblem[] = [
  ...CONNECTION_FAILURES.map((code): DrawerProblem => ({
    code: 'unreachable',
    ...at,
    reason: { code },
    kicking: true,
  })),
  { code: 'unreachable', ...at, reason: { code: 'no_connection_in_time', ms: 3000 }, kicking: false },
  { code: 'no_response', ...at, reason: { code: 'no_answer_in_time', ms: 3000 }, kicking: true },
  { code: 'no_response', ...at, reason: { code: 'closed_without_answer' }, kicking: false },
  { code: 'not_a_drawer_status', ...at, answer: '0x41' },
  { code: 'still_open', seconds: 60 },
];
const NOTICES: DrawerNotice[] = [
  { code: 'did_not_answer' },
  { code: 'none_paired' },
  { code: 'open_by_hand' },
  { code: 'other_drawer', drawerId: 'back-office' },
];

describe('cash drawer problems on screen', () => {
  it('every sample is one the bridge accepts', () => {
    for (const problem of PROBLEMS) expect(DrawerProblemSchema.parse(problem)).toEqual(problem);
    for (const notice of NOTICES) expect(DrawerNoticeSchema.parse(notice)).toEqual(notice);
  });

  it('US English is the main process’s English, word for word', () => {
    const t = translator('en-US');
    for (const problem of PROBLEMS) {
      expect(drawerProblemText(problem, t), JSON.stringify(problem)).toBe(drawerProblemInEnglish(problem));
    }
    for (const notice of NOTICES) expect(drawerNoticeText(notice, t)).toBe(drawerNoticeInEnglish(notice));
    expect(
      drawerProblemText({ code: 'unreachable', ...at, reason: { code: 'refused' }, kicking: true }, t),
    ).toBe(
      'The cash drawer at 10.77.0.9:9101 cannot be reached (connection refused). It did not open: open it with its key.',
    );
    expect(drawerNoticeText({ code: 'did_not_answer' }, t)).toBe(
      'The drawer did not answer; the transaction is recorded — open it with the key',
    );
  });

  it('Québec French words each problem with « tiroir-caisse »', () => {
    const t = translator('fr-CA');
    expect(
      drawerProblemText({ code: 'no_response', ...at, reason: { code: 'timed_out' }, kicking: true }, t),
    ).toBe(
      'Le tiroir-caisse à l’adresse 10.77.0.9:9101 n’a pas répondu (délai de connexion dépassé). S’il ne s’est pas ouvert, ouvrez-le avec sa clé.',
    );
    expect(drawerNoticeText({ code: 'none_paired' }, t)).toBe(
      'Aucun tiroir-caisse n’est jumelé à ce poste; l’opération est enregistrée — ouvrez le tiroir-caisse avec sa clé',
    );
  });

  it('US Spanish words each problem with « cajón de dinero »', () => {
    const t = translator('es-US');
    expect(
      drawerProblemText({ code: 'unreachable', ...at, reason: { code: 'refused' }, kicking: false }, t),
    ).toBe(
      'No se puede conectar con el cajón de dinero en 10.77.0.9:9101 (conexión rechazada). Revise que esté encendido.',
    );
    expect(drawerNoticeText({ code: 'other_drawer', drawerId: 'back-office' }, t)).toBe(
      'La caja back-office no es la que está vinculada a esta estación; el movimiento quedó registrado — ábrala con su llave.',
    );
  });

  for (const locale of ['fr-CA', 'es-US']) {
    it(`${locale} leaves no drawer problem or notice in English`, () => {
      const t = translator(locale);
      const english = [
        ...PROBLEMS.filter((problem) => drawerProblemText(problem, t) === drawerProblemInEnglish(problem)),
        ...NOTICES.filter((notice) => drawerNoticeText(notice, t) === drawerNoticeInEnglish(notice)),
      ];
      expect(english).toEqual([]);
      for (const problem of PROBLEMS) {
        expect(drawerProblemText(problem, t)).not.toMatch(/\b(drawer|cannot|answer|open it|key)\b/i);
      }
    });
  }
});
