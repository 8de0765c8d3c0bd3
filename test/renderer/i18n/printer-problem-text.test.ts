// Printer problems and print jobs' last problems reach the screen as codes with values: each language words
// every code, US English word for word as the main process's English (what the devices e2e spec reads), and
// a job stored before codes keeps its sentence.
import { describe, expect, it } from 'vitest';
import type { PrinterNote, PrinterProblem } from '../../../shared/printing/printer-problem';
import { CONNECTION_FAILURES, PrinterProblemSchema } from '../../../shared/printing/printer-problem';
import {
  printerNoteInEnglish,
  printerProblemInEnglish,
} from '../../../shared/printing/printer-problem-english';
import { translator } from '../support/translator';
import {
  printerNoteText,
  printerProblemText,
} from '../../../renderer/src/features/printing/printer-problem-text';

const at = { host: '10.77.0.5', port: 9100 };

/** One of every code (and of every connection reason), as the main process sends them. */
const PROBLEMS: PrinterProblem[] = [
  { code: 'offline' },
  { code: 'cover_open' },
  { code: 'paper_out' },
  { code: 'paper_jam' },
  { code: 'cutter_error' },
  ...CONNECTION_FAILURES.map((code): PrinterProblem => ({ code: 'unreachable', ...at, reason: { code } })),
  { code: 'unreachable', ...at, reason: { code: 'no_connection_in_time', ms: 15000 } },
  { code: 'unreachable', ...at, reason: { code: 'other', text: 'EPROTO' } },
  { code: 'no_response', ...at, reason: { code: 'no_answer_in_time', ms: 3000 } },
  { code: 'not_a_printer_status', ...at, answer: '41424344' },
  { code: 'cannot_print', ...at, conditions: ['paper_out', 'cover_open'], midJob: false },
  { code: 'cannot_print', ...at, conditions: ['paper_jam'], midJob: true },
  { code: 'connection_lost', ...at, reason: { code: 'job_not_taken_in_time', ms: 15000 } },
  { code: 'no_printer', printerType: 'receipt_printer' },
  { code: 'no_printer', printerType: 'document_printer' },
  { code: 'canceled' },
  { code: 'app_stopped' },
  { code: 'reprinted', jobId: 'job-42' },
  { code: 'not_prepared', cause: 'missing_document', detail: '' },
  { code: 'not_prepared', cause: 'bad_printer_address', detail: 'tcp://printer' },
  { code: 'not_prepared', cause: 'app_fault', detail: 'Cannot read properties of undefined' },
];
const NOTES: PrinterNote[] = ['star_reports_no_status', 'maybe_star_printer'];

describe('printer problems on screen', () => {
  it('every sample is a problem the bridge accepts', () => {
    for (const problem of PROBLEMS) expect(PrinterProblemSchema.parse(problem)).toEqual(problem);
  });

  it('US English is the main process’s English, word for word', () => {
    const t = translator('en-US');
    for (const problem of PROBLEMS) {
      expect(printerProblemText(problem, t), JSON.stringify(problem)).toBe(printerProblemInEnglish(problem));
    }
    for (const note of NOTES) expect(printerNoteText(note, t)).toBe(printerNoteInEnglish(note));
    expect(printerProblemText({ code: 'paper_out' }, t)).toBe('paper out');
    expect(
      printerProblemText({ code: 'cannot_print', ...at, conditions: ['paper_out'], midJob: false }, t),
    ).toBe('The printer at 10.77.0.5:9100 cannot print: paper out.');
    expect(printerProblemText({ code: 'not_prepared', cause: 'missing_document', detail: '' }, t)).toBe(
      'The job could not be prepared: the job has no document or printer model',
    );
    expect(
      printerProblemText({ code: 'not_prepared', cause: 'bad_printer_address', detail: 'tcp://printer' }, t),
    ).toBe("The job could not be prepared: 'tcp://printer' is not a tcp://host:port address.");
  });

  it('says an unexpected socket error in words, its system code only as a detail', () => {
    const problem: PrinterProblem = { code: 'unreachable', ...at, reason: { code: 'other', text: 'EPROTO' } };
    expect(printerProblemText(problem, translator('en-US'))).toBe(
      'The printer at 10.77.0.5:9100 cannot be reached (unexpected network error: EPROTO). Check it is switched on and connected.',
    );
    expect(printerProblemText(problem, translator('fr-CA'))).toBe(
      'L’imprimante à l’adresse 10.77.0.5:9100 est injoignable (erreur réseau inattendue : EPROTO). Vérifiez qu’elle est allumée et branchée.',
    );
    expect(printerProblemText(problem, translator('es-US'))).toBe(
      'No se puede conectar con la impresora en 10.77.0.5:9100 (error de red inesperado: EPROTO). Revise que esté encendida y conectada.',
    );
  });

  it('says why a job could not be prepared in French and Spanish, the app’s own words only as a detail', () => {
    const fault: PrinterProblem = { code: 'not_prepared', cause: 'app_fault', detail: 'Cannot read x' };
    expect(printerProblemText(fault, translator('fr-CA'))).toBe(
      'La tâche n’a pas pu être préparée : erreur de l’application (détail technique : Cannot read x).',
    );
    expect(printerProblemText(fault, translator('es-US'))).toBe(
      'No se pudo preparar el trabajo: error de la aplicación (detalle técnico: Cannot read x).',
    );
    const missing: PrinterProblem = { code: 'not_prepared', cause: 'missing_document', detail: '' };
    expect(printerProblemText(missing, translator('fr-CA'))).toBe(
      'La tâche n’a pas pu être préparée : il lui manque son document ou le modèle d’imprimante.',
    );
  });

  it('Québec French words each problem', () => {
    const t = translator('fr-CA');
    expect(printerProblemText({ code: 'paper_out' }, t)).toBe('plus de papier');
    expect(printerProblemText({ code: 'unreachable', ...at, reason: { code: 'refused' } }, t)).toBe(
      'L’imprimante à l’adresse 10.77.0.5:9100 est injoignable (connexion refusée). Vérifiez qu’elle est allumée et branchée.',
    );
    expect(printerProblemText({ code: 'no_printer', printerType: 'receipt_printer' }, t)).toBe(
      'Aucune imprimante à reçus n’est branchée à ce poste (un gérant en ajoute une dans Appareils)',
    );
    expect(
      printerProblemText(
        { code: 'cannot_print', ...at, conditions: ['cover_open', 'paper_out'], midJob: false },
        t,
      ),
    ).toBe(
      'L’imprimante à l’adresse 10.77.0.5:9100 ne peut pas imprimer : couvercle ouvert, plus de papier.',
    );
  });

  it('US Spanish words each problem', () => {
    const t = translator('es-US');
    expect(printerProblemText({ code: 'cover_open' }, t)).toBe('tapa abierta');
    expect(
      printerProblemText({ code: 'no_response', ...at, reason: { code: 'no_answer_in_time', ms: 3000 } }, t),
    ).toBe(
      'La impresora en 10.77.0.5:9100 no respondió (sin respuesta en 3000 ms). Revise que esté encendida y conectada.',
    );
    expect(printerProblemText({ code: 'canceled' }, t)).toBe('Cancelado por el asociado.');
    expect(printerNoteText('maybe_star_printer', t)).toBe(
      'Si es una impresora STAR, elija el conjunto de comandos STAR.',
    );
  });

  for (const locale of ['fr-CA', 'es-US']) {
    it(`${locale} leaves no problem in English`, () => {
      const t = translator(locale);
      const english = PROBLEMS.filter(
        (problem) => printerProblemText(problem, t) === printerProblemInEnglish(problem),
      );
      expect(english).toEqual([]);
      for (const note of NOTES) expect(printerNoteText(note, t)).not.toBe(printerNoteInEnglish(note));
    });
  }

  it('a job stored before codes shows its own sentence, in every language', () => {
    const old: PrinterProblem = {
      code: 'text',
      text: 'The printer at 10.0.0.9:9100 cannot print: paper out.',
    };
    for (const locale of ['en-US', 'fr-CA', 'es-US']) {
      expect(printerProblemText(old, translator(locale))).toBe(old.text);
    }
  });
});
