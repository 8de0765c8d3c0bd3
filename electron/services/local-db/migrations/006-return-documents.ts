// Refund receipts and Z reports print too: print_jobs accepts their document types. SQLite cannot alter a
// CHECK, so the table is rebuilt (renamed away, created anew, its rows copied oldest first so every reprint
// finds the job it reprints, the old one dropped) inside the migration's transaction.
export const MIGRATION_006_RETURN_DOCUMENTS = {
  version: 6,
  sql: `
    ALTER TABLE print_jobs RENAME TO print_jobs_before_returns;
    DROP INDEX print_jobs_queue;
    DROP INDEX print_jobs_by_order;
  CREATE TABLE print_jobs (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    job_id TEXT NOT NULL UNIQUE,
    -- What created the job: 'ready:<order_id>', 'receipt:<external_id>', 'refund:<return_id>', 'z:<report_id>',
    -- 'reprint:<job_id>' or 'test:<job_id>'. A second call
    -- for the same order or sale finds its batch and prints nothing more.
    batch_key TEXT NOT NULL,
    order_id TEXT,
    document_type TEXT NOT NULL CHECK (document_type IN ('invoice', 'packing_slip', 'sale_receipt', 'refund_receipt', 'z_report', 'test_page')),
    copy_number INTEGER NOT NULL CHECK (copy_number >= 1),
    copies INTEGER NOT NULL CHECK (copies >= copy_number),
    printer_type TEXT NOT NULL CHECK (printer_type IN ('document_printer', 'receipt_printer')),
    printer_url TEXT,
    printer_model TEXT CHECK (printer_model IN ('EPSON', 'STAR')),
    state TEXT NOT NULL CHECK (state IN ('queued', 'printing', 'printed', 'failed', 'needs_confirmation')),
    attempts INTEGER NOT NULL DEFAULT 0,
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
    INSERT INTO print_jobs SELECT * FROM print_jobs_before_returns ORDER BY seq;
    DROP TABLE print_jobs_before_returns;
  `,
} as const;
