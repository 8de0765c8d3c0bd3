// The print_jobs table of the local database. Each copy of each document is one row, so a copy the printer
// accepted is marked printed and never sent again, whatever happens to the others. The document is kept as
// JSON (not as bytes) so a job queued before its printer was set up can still go to the printer chosen later.
export const PRINT_JOB_SCHEMA_SQL = `
  CREATE TABLE print_jobs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id TEXT NOT NULL UNIQUE,
    -- What created the job: 'ready:<order_id>', 'receipt:<external_id>', 'reprint:<job_id>' or 'test:<job_id>'. A second call
    -- for the same order or sale finds its batch and prints nothing more.
    batch_key TEXT NOT NULL,
    order_id TEXT,
    document_type TEXT NOT NULL CHECK (document_type IN ('invoice', 'packing_slip', 'sale_receipt', 'test_page')),
    copy_number INTEGER NOT NULL CHECK (copy_number >= 1),
    copies INTEGER NOT NULL CHECK (copies >= copy_number),
    printer_type TEXT NOT NULL CHECK (printer_type IN ('document_printer', 'receipt_printer')),
    printer_url TEXT,
    printer_model TEXT CHECK (printer_model IN ('EPSON', 'STAR')),
    state TEXT NOT NULL CHECK (state IN ('queued', 'printing', 'printed', 'failed', 'needs_confirmation')),
    attempts INTEGER NOT NULL DEFAULT 0,
    -- The last problem as JSON (stored-printer-problem.ts); an English sentence in rows written before codes.
    last_error TEXT,
    title TEXT NOT NULL,
    document TEXT NOT NULL,
    reprint_of TEXT REFERENCES print_jobs(job_id),
    -- How the associate settled a needs_confirmation job: printed again, or told it came out fine.
    resolution TEXT CHECK (resolution IN ('reprinted', 'dismissed')),
    next_attempt_at TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    printed_at TEXT,
    UNIQUE (batch_key, document_type, copy_number)
  );
  CREATE INDEX print_jobs_queue ON print_jobs(state, printer_url, seq);
  CREATE INDEX print_jobs_by_order ON print_jobs(order_id, seq);
`;
