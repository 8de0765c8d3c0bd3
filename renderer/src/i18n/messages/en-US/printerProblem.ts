// Why a printer cannot print or a print job did not come out, from the code and values the main process
// sends (shared/printing/printer-problem.ts). Ids start with 'printerProblem.'. The English is
// shared/printing/printer-problem-english.ts's, word for word (the devices screen and the e2e specs read it).
export const printerProblem = {
  'printerProblem.condition':
    '{condition, select, offline {offline} cover_open {cover open} paper_out {paper out} paper_jam {paper jam or error} cutter_error {cutter error} other {{condition}}}',
  'printerProblem.reason':
    '{reason, select, refused {connection refused} no_route {no route to the device} network_unreachable {network unreachable} device_down {device is down} timed_out {connection timed out} unknown_host {unknown host name} lookup_failed {host name lookup failed} reset {connection reset} address_not_available {address not available} broken_pipe {the connection was broken} aborted {connection aborted} network_down {the network is down} not_permitted {this workstation is not allowed to connect} closed_without_answer {the device closed the connection without answering} hung_up_before_end {the printer hung up before taking the whole job} closed_abruptly {the printer closed the connection abruptly} no_connection_in_time {no connection within {ms} ms} no_answer_in_time {no answer within {ms} ms} job_not_taken_in_time {the printer did not take the job within {ms} ms} other {unexpected network error: {text}}}',
  'printerProblem.unreachable':
    'The printer at {address} cannot be reached ({reason}). Check it is switched on and connected.',
  'printerProblem.noResponse':
    'The printer at {address} did not answer ({reason}). Check it is switched on and connected.',
  'printerProblem.notAPrinterStatus':
    'The device at {address} answered {answer}, which is not an ESC/POS printer status.',
  'printerProblem.cannotPrint': 'The printer at {address} cannot print: {conditions}.',
  'printerProblem.cannotPrintMidJob':
    'The printer at {address} cannot print: {conditions}. It took the job but may have stopped part-way.',
  'printerProblem.connectionLost':
    'The connection to the printer at {address} broke while printing ({reason}). Check the printer before printing again: part or all of it may have come out.',
  'printerProblem.noPrinter':
    'No {printerType, select, receipt_printer {receipt printer} other {document printer}} is attached to this workstation (a manager attaches one in Devices)',
  'printerProblem.canceled': 'Canceled by the associate.',
  'printerProblem.appStopped':
    'The app stopped while this copy was being sent. Check whether it came out before printing it again.',
  'printerProblem.reprinted': 'Reprinted as job {jobId}.',
  'printerProblem.notPrepared':
    "The job could not be prepared: {cause, select, missing_document {the job has no document or printer model} bad_printer_address {''{detail}'' is not a tcp://host:port address.} other {{detail}}}",
  /** After the problems of a printer that did not answer when it was attached. */
  'printerProblem.notAttached': 'It was not attached; attach it anyway if it is switched off for now.',
  'printerProblem.note':
    '{note, select, star_reports_no_status {A STAR printer does not report paper or cover here: print a test page to see that it prints.} other {If it is a STAR printer, choose the STAR command set.}}',
} as const;
