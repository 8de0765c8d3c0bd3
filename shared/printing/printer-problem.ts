// Why a printer cannot print, or why a print job did not come out: a code and the values its sentence needs,
// never the sentence itself. The main process decides what went wrong; the screen words it in the session's
// language (renderer: features/printing/printer-problem-text.ts), and printer-problem-english.ts words it
// in English for logs and for the error messages the bridge carries.
import { z } from 'zod';
import { PRINTER_TYPES } from '../contract/print-config';

/** What an EPSON printer's real-time status reports as stopping it (DLE EOT). */
export const PRINTER_CONDITIONS = [
  'offline',
  'cover_open',
  'paper_out',
  'paper_jam',
  'cutter_error',
] as const;
export const PrinterConditionSchema = z.enum(PRINTER_CONDITIONS);
export type PrinterCondition = z.infer<typeof PrinterConditionSchema>;

/** Why a connection to a device failed, from the socket's error or the bound that ran out. */
export const CONNECTION_FAILURES = [
  'refused',
  'no_route',
  'network_unreachable',
  'device_down',
  'timed_out',
  'unknown_host',
  'lookup_failed',
  'reset',
  'address_not_available',
  'broken_pipe',
  'aborted',
  'network_down',
  'not_permitted',
  'closed_without_answer',
  'hung_up_before_end',
  'closed_abruptly',
] as const;

export const ConnectionReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.enum(CONNECTION_FAILURES) }),
  /** A bound ran out: connecting, waiting for the answer, or waiting for the printer to take the job. */
  z.object({
    code: z.enum(['no_connection_in_time', 'no_answer_in_time', 'job_not_taken_in_time']),
    ms: z.int().min(0),
  }),
  /** A socket error the app has no words for: said as an unexpected network error, with the system's own
   * code or message (`text`) beside it for the engineer. */
  z.object({ code: z.literal('other'), text: z.string() }),
]);
export type ConnectionReason = z.infer<typeof ConnectionReasonSchema>;

/** Why a job could not be prepared for its printer. */
export const NOT_PREPARED_CAUSES = [
  /** The job lost its document or the printer's command set (a fault of the app). */
  'missing_document',
  /** The printer's address in the settings is not tcp://host:port. */
  'bad_printer_address',
  /** Anything else the app failed on while rendering the job. */
  'app_fault',
] as const;

const at = { host: z.string(), port: z.int().min(0).max(65_535) };

export const PrinterProblemSchema = z.discriminatedUnion('code', [
  z.object({ code: PrinterConditionSchema }),
  /** Nothing answered at the address: nothing was sent. */
  z.object({ code: z.literal('unreachable'), ...at, reason: ConnectionReasonSchema }),
  /** It took the connection but did not answer the status request. */
  z.object({ code: z.literal('no_response'), ...at, reason: ConnectionReasonSchema }),
  /** It answered with bytes that are not an ESC/POS status (hex). */
  z.object({ code: z.literal('not_a_printer_status'), ...at, answer: z.string() }),
  /** Its status says it cannot print; `midJob`: it said so right after taking a job. */
  z.object({
    code: z.literal('cannot_print'),
    ...at,
    conditions: z.array(PrinterConditionSchema),
    midJob: z.boolean(),
  }),
  /** The connection broke after bytes went out: part or all of the job may be on paper. */
  z.object({ code: z.literal('connection_lost'), ...at, reason: ConnectionReasonSchema }),
  /** No printer of the type is attached to this workstation. */
  z.object({ code: z.literal('no_printer'), printerType: z.enum(PRINTER_TYPES) }),
  z.object({ code: z.literal('canceled') }),
  /** The app stopped while the job was being sent. */
  z.object({ code: z.literal('app_stopped') }),
  z.object({ code: z.literal('reprinted'), jobId: z.string() }),
  /** The job could not even be rendered: why (`cause`), and `detail`, the printer's address for
   * bad_printer_address and the app's own technical words for app_fault (stored jobs from before causes
   * read as app_fault). */
  z.object({
    code: z.literal('not_prepared'),
    cause: z.enum(NOT_PREPARED_CAUSES).default('app_fault'),
    detail: z.string(),
  }),
  /** A job stored before problems had codes: its English sentence, shown as it is. */
  z.object({ code: z.literal('text'), text: z.string() }),
]);
export type PrinterProblem = z.infer<typeof PrinterProblemSchema>;

/** What a printer's status cannot tell by itself, said next to it. */
export const PrinterNoteSchema = z.enum([
  /** A STAR printer reports neither paper nor cover. */
  'star_reports_no_status',
  /** It answered, but not as an EPSON printer: perhaps a STAR printer set up as EPSON. */
  'maybe_star_printer',
]);
export type PrinterNote = z.infer<typeof PrinterNoteSchema>;
