// A print job's last problem in the print_jobs.last_error column: the problem's code and values as JSON, so
// the screen can word it in any language. Rows written before problems had codes hold an English sentence;
// they read back as a `text` problem and show as they are. (No migration: a sentence never parses as a
// problem, and the column keeps its name and type for both.)
import { PrinterProblemSchema, type PrinterProblem } from '../../../shared/printing/printer-problem';

export function storedPrinterProblem(problem: PrinterProblem | null): string | null {
  return problem === null ? null : JSON.stringify(problem);
}

export function readStoredPrinterProblem(stored: string | null): PrinterProblem | null {
  if (stored === null) return null;
  if (stored.startsWith('{')) {
    try {
      const parsed = PrinterProblemSchema.safeParse(JSON.parse(stored));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all: a sentence that starts with a brace, shown as it is.
    }
  }
  return { code: 'text', text: stored };
}
