// A print job's last problem is stored as its code and values; rows written before a value existed still
// read back as a problem the screen can word, and a system's socket error becomes a reason in words.
import { describe, expect, it } from 'vitest';
import { connectionReasonOf } from '../../../electron/services/devices/tcp-exchange';
import {
  readStoredPrinterProblem,
  storedPrinterProblem,
} from '../../../electron/services/printing/stored-printer-problem';

describe('stored printer problems', () => {
  it('reads back what it stored, cause included', () => {
    const problem = { code: 'not_prepared', cause: 'bad_printer_address', detail: 'tcp://till' } as const;
    expect(readStoredPrinterProblem(storedPrinterProblem(problem))).toEqual(problem);
  });

  it('reads a job that could not be prepared, stored before causes, as a fault of the app', () => {
    const stored = JSON.stringify({ code: 'not_prepared', detail: 'Unknown document type' });
    expect(readStoredPrinterProblem(stored)).toEqual({
      code: 'not_prepared',
      cause: 'app_fault',
      detail: 'Unknown document type',
    });
  });
});

describe('socket errors as connection reasons', () => {
  const errno = (code: string): NodeJS.ErrnoException => Object.assign(new Error(`x ${code}`), { code });

  it('names the errors a device on the store network gives', () => {
    expect(connectionReasonOf(errno('ECONNREFUSED'))).toEqual({ code: 'refused' });
    expect(connectionReasonOf(errno('EPIPE'))).toEqual({ code: 'broken_pipe' });
    expect(connectionReasonOf(errno('ENETDOWN'))).toEqual({ code: 'network_down' });
    expect(connectionReasonOf(errno('EACCES'))).toEqual({ code: 'not_permitted' });
  });

  it('keeps the system’s own code of an error it has no words for, as a detail', () => {
    expect(connectionReasonOf(errno('EPROTO'))).toEqual({ code: 'other', text: 'EPROTO' });
    expect(connectionReasonOf(new Error('socket hang up'))).toEqual({
      code: 'other',
      text: 'socket hang up',
    });
  });
});
