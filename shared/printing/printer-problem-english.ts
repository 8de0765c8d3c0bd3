// A printer problem in English, for the main process's logs and for the error messages the bridge carries
// (US English shows those as they are). The screen words problems through its catalog instead
// (renderer/src/i18n/messages/<locale>/printerProblem.ts), whose en-US text is this one, word for word
// (test/renderer/i18n/printer-problem-text.test.ts).
import type { ConnectionReason, PrinterCondition, PrinterNote, PrinterProblem } from './printer-problem';

const CONDITION_WORDS: Record<PrinterCondition, string> = {
  offline: 'offline',
  cover_open: 'cover open',
  paper_out: 'paper out',
  paper_jam: 'paper jam or error',
  cutter_error: 'cutter error',
};

export function conditionInEnglish(condition: PrinterCondition): string {
  return CONDITION_WORDS[condition];
}

export function connectionReasonInEnglish(reason: ConnectionReason): string {
  switch (reason.code) {
    case 'refused':
      return 'connection refused';
    case 'no_route':
      return 'no route to the device';
    case 'network_unreachable':
      return 'network unreachable';
    case 'device_down':
      return 'device is down';
    case 'timed_out':
      return 'connection timed out';
    case 'unknown_host':
      return 'unknown host name';
    case 'lookup_failed':
      return 'host name lookup failed';
    case 'reset':
      return 'connection reset';
    case 'address_not_available':
      return 'address not available';
    case 'broken_pipe':
      return 'the connection was broken';
    case 'aborted':
      return 'connection aborted';
    case 'network_down':
      return 'the network is down';
    case 'not_permitted':
      return 'this workstation is not allowed to connect';
    case 'closed_without_answer':
      return 'the device closed the connection without answering';
    case 'hung_up_before_end':
      return 'the printer hung up before taking the whole job';
    case 'closed_abruptly':
      return 'the printer closed the connection abruptly';
    case 'no_connection_in_time':
      return `no connection within ${reason.ms} ms`;
    case 'no_answer_in_time':
      return `no answer within ${reason.ms} ms`;
    case 'job_not_taken_in_time':
      return `the printer did not take the job within ${reason.ms} ms`;
    case 'other':
      return `unexpected network error: ${reason.text}`;
  }
}

export function printerProblemInEnglish(problem: PrinterProblem): string {
  switch (problem.code) {
    case 'offline':
    case 'cover_open':
    case 'paper_out':
    case 'paper_jam':
    case 'cutter_error':
      return conditionInEnglish(problem.code);
    case 'unreachable':
      return `The printer at ${problem.host}:${problem.port} cannot be reached (${connectionReasonInEnglish(problem.reason)}). Check it is switched on and connected.`;
    case 'no_response':
      return `The printer at ${problem.host}:${problem.port} did not answer (${connectionReasonInEnglish(problem.reason)}). Check it is switched on and connected.`;
    case 'not_a_printer_status':
      return `The device at ${problem.host}:${problem.port} answered ${problem.answer}, which is not an ESC/POS printer status.`;
    case 'cannot_print': {
      const sentence = `The printer at ${problem.host}:${problem.port} cannot print: ${problem.conditions.map(conditionInEnglish).join(', ')}.`;
      return problem.midJob ? `${sentence} It took the job but may have stopped part-way.` : sentence;
    }
    case 'connection_lost':
      return (
        `The connection to the printer at ${problem.host}:${problem.port} broke while printing (${connectionReasonInEnglish(problem.reason)}). ` +
        'Check the printer before printing again: part or all of it may have come out.'
      );
    case 'no_printer':
      return `No ${problem.printerType === 'receipt_printer' ? 'receipt printer' : 'document printer'} is attached to this workstation (a manager attaches one in Devices)`;
    case 'canceled':
      return 'Canceled by the associate.';
    case 'app_stopped':
      return 'The app stopped while this copy was being sent. Check whether it came out before printing it again.';
    case 'reprinted':
      return `Reprinted as job ${problem.jobId}.`;
    case 'not_prepared':
      return `The job could not be prepared: ${notPreparedCauseInEnglish(problem)}`;
    case 'text':
      return problem.text;
  }
}

function notPreparedCauseInEnglish(problem: Extract<PrinterProblem, { code: 'not_prepared' }>): string {
  switch (problem.cause) {
    case 'missing_document':
      return 'the job has no document or printer model';
    case 'bad_printer_address':
      return `'${problem.detail}' is not a tcp://host:port address.`;
    case 'app_fault':
      return problem.detail;
  }
}

export function printerNoteInEnglish(note: PrinterNote): string {
  return note === 'star_reports_no_status'
    ? 'A STAR printer does not report paper or cover here: print a test page to see that it prints.'
    : 'If it is a STAR printer, choose the STAR command set.';
}
