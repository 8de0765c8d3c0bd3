// A print job action refused by the main process (PrintServiceError, the preview's print_job_not_found)
// carries its job, state and reason as values: the screen words it in every language, US English word for
// word as the main process's English (what the pickup screen showed before).
import { afterEach, describe, expect, it } from 'vitest';
import { PrintServiceError } from '../../../electron/services/printing/print-job';
import { PrintService } from '../../../electron/services/printing/print-service';
import {
  lookupProduct,
  PICKUP_CONFIG,
  printConfig,
  readyOrder,
  STORE,
  tempDatabase,
  type TempDatabase,
} from '../../services/printing/support/printing-fixtures';
import { errorWording } from '../support/translator';

const databases: TempDatabase[] = [];

afterEach(() => {
  for (const database of databases.splice(0)) database.remove();
});

/** A print service with no printer attached: every job it makes fails at once (nothing to send it to). */
function serviceWithoutPrinters(): PrintService {
  const database = tempDatabase();
  databases.push(database);
  return new PrintService({
    db: database.db,
    printers: () => ({}),
    locale: () => 'en-US',
    products: lookupProduct,
  });
}

function refusal(action: () => unknown): PrintServiceError {
  try {
    action();
  } catch (error) {
    if (error instanceof PrintServiceError) return error;
    throw error;
  }
  throw new Error('the print service accepted the action');
}

const INVOICE = printConfig([
  { document_type: 'invoice', number_of_copies: 1, printer_type: 'document_printer' },
]);

/** Each refusal as the print service throws it: unknown job, wrong state, order not ready. */
function thrownRefusals(): PrintServiceError[] {
  const service = serviceWithoutPrinters();
  const [failedJob] = service.printForReadyOrder(readyOrder(), STORE, PICKUP_CONFIG, INVOICE);
  const jobId = failedJob!.job_id;
  return [
    refusal(() => service.retry('a41-77')),
    refusal(() => service.confirmReprint(jobId)),
    refusal(() => service.dismiss(jobId)),
    refusal(() => service.cancel(jobId)),
    refusal(() =>
      service.printForReadyOrder(readyOrder({ status: 'in_picking' }), STORE, PICKUP_CONFIG, INVOICE),
    ),
  ];
}

/** The refusals a test cannot provoke on demand (a job sent right now, a document lost), as thrown. */
const RARE_REFUSALS = [
  new PrintServiceError('invalid_print_job_state', 'Job j-7 is already being sent.', {
    why: 'being_sent',
    jobId: 'j-7',
  }),
  new PrintServiceError('invalid_print_job_state', 'Job j-7 was already reprinted as another job.', {
    why: 'already_reprinted',
    jobId: 'j-7',
  }),
  new PrintServiceError(
    'invalid_print_job_state',
    'Job j-7 is queued; this action needs a job that is printed or failed.',
    { why: 'wrong_state', jobId: 'j-7', state: 'queued', needed: 'printed_or_failed' },
  ),
  new PrintServiceError('print_job_not_found', 'Job j-7 has no document.', {
    why: 'no_document',
    jobId: 'j-7',
  }),
  // The preview's refusal (host printing handlers), with the values it sends.
  Object.assign(new Error('There is no print job j-7 to preview.'), {
    code: 'print_job_not_found',
    values: { why: 'no_preview', jobId: 'j-7' },
  }),
];

describe('print job refusals worded from their values', () => {
  it('US English says each refusal word for word as the main process', () => {
    const t = errorWording('en-US');
    const refusals = [...thrownRefusals(), ...RARE_REFUSALS];
    expect(refusals.map((error) => error.message)).toContain(
      'Order 7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60 is in_picking: pickup documents are printed once it is ready_for_pickup.',
    );
    for (const error of refusals) {
      expect(t(error as PrintServiceError), error.message).toBe(error.message);
    }
  });

  it('French and Spanish say each refusal in their words, the job and state named', () => {
    const [gone, notToConfirm, , notQueued, notReady] = thrownRefusals();
    const fr = errorWording('fr-CA');
    const es = errorWording('es-US');
    expect(fr(gone!)).toBe('Il n’y a pas de tâche d’impression a41-77.');
    expect(fr(notToConfirm!)).toMatch(
      /^La tâche d’impression \S+ est en échec; cette action demande une tâche à confirmer\.$/,
    );
    expect(es(notQueued!)).toMatch(
      /^El trabajo de impresión \S+ está con error; esta acción necesita un trabajo en cola\.$/,
    );
    expect(fr(notReady!)).toBe(
      'La commande 7f0c3a52-2d4e-4c1b-9a77-1b2c3d4e5f60 est en préparation : ses documents de ramassage s’impriment une fois qu’elle est prête pour le ramassage.',
    );
    expect(es(RARE_REFUSALS[2]!)).toBe(
      'El trabajo de impresión j-7 está en cola; esta acción necesita un trabajo impreso o con error.',
    );
    for (const t of [fr, es]) {
      for (const error of [...thrownRefusals(), ...RARE_REFUSALS]) {
        const text = t(error as PrintServiceError);
        expect(text).not.toMatch(/\b(job|print|order|needs|ready|queued|failed|printed|already|has)\b/i);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });
});
