// Print jobs of pickup documents and receipts (owned by electron/services/printing).
import { PRINT_JOB_SCHEMA_SQL } from '../../printing/print-job-schema';

export const MIGRATION_002_PRINT_JOBS = {
  version: 2,
  sql: PRINT_JOB_SCHEMA_SQL,
} as const;
