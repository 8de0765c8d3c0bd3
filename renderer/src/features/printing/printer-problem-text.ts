// A printer's problem or a print job's last problem in the session's language, from the code and values the
// main process sends (shared/printing/printer-problem.ts). A job stored before problems had codes carries its
// English sentence, shown as it is.
import type {
  ConnectionReason,
  PrinterCondition,
  PrinterNote,
  PrinterProblem,
} from '../../../../shared/printing/printer-problem';
import type { Translate } from '../../i18n/I18nProvider';

export function printerConditionText(condition: PrinterCondition, t: Translate): string {
  return t('printerProblem.condition', { condition });
}

/** Why a connection to a device failed (a printer's or a cash drawer's). */
export function connectionReasonText(reason: ConnectionReason, t: Translate): string {
  return t('printerProblem.reason', {
    reason: reason.code,
    ms: 'ms' in reason ? String(reason.ms) : '',
    text: 'text' in reason ? reason.text : '',
  });
}

export function printerProblemText(problem: PrinterProblem, t: Translate): string {
  switch (problem.code) {
    case 'offline':
    case 'cover_open':
    case 'paper_out':
    case 'paper_jam':
    case 'cutter_error':
      return printerConditionText(problem.code, t);
    case 'unreachable':
    case 'no_response':
    case 'connection_lost': {
      const id = {
        unreachable: 'printerProblem.unreachable',
        no_response: 'printerProblem.noResponse',
        connection_lost: 'printerProblem.connectionLost',
      } as const;
      return t(id[problem.code], {
        address: `${problem.host}:${problem.port}`,
        reason: connectionReasonText(problem.reason, t),
      });
    }
    case 'not_a_printer_status':
      return t('printerProblem.notAPrinterStatus', {
        address: `${problem.host}:${problem.port}`,
        answer: problem.answer,
      });
    case 'cannot_print':
      return t(problem.midJob ? 'printerProblem.cannotPrintMidJob' : 'printerProblem.cannotPrint', {
        address: `${problem.host}:${problem.port}`,
        conditions: problem.conditions.map((condition) => printerConditionText(condition, t)).join(', '),
      });
    case 'no_printer':
      return t('printerProblem.noPrinter', { printerType: problem.printerType });
    case 'canceled':
      return t('printerProblem.canceled');
    case 'app_stopped':
      return t('printerProblem.appStopped');
    case 'reprinted':
      return t('printerProblem.reprinted', { jobId: problem.jobId });
    case 'not_prepared':
      return t('printerProblem.notPrepared', { cause: problem.cause, detail: problem.detail });
    case 'text':
      return problem.text;
  }
}

/** Why a printer was not attached: what its check found, then that it can be attached anyway. */
export function notAttachedText(problems: readonly PrinterProblem[], t: Translate): string {
  return [...problems.map((problem) => printerProblemText(problem, t)), t('printerProblem.notAttached')].join(
    ' ',
  );
}

export function printerNoteText(note: PrinterNote, t: Translate): string {
  return t('printerProblem.note', { note });
}
