// Why a chosen catalog file is refused before it is sent, as a code and its values next to the English: a
// file head's own reasons (data-file-heads.ts), or the import failure the platform would answer for the same
// file (its code and `values`, worded by the screen's `importFailure` sentences).
import { z } from 'zod';

export const FILE_HEAD_REASON_CODES = [
  'not_json',
  'books_name_different_shops',
  'shop_differs_from_products',
] as const;

/** The platform's failure codes a file checked on the workstation can meet (import-failure.ts). */
export const ARCHIVE_FAILURE_REASON_CODES = [
  'archive_too_large',
  'zip_bomb_suspected',
  'not_a_zip',
  'macosx_folder',
  'unsafe_entry_path',
  'missing_data_folder',
  'missing_file',
  'invalid_json',
  'invalid_head',
] as const;
export type ArchiveFailureReasonCode = (typeof ARCHIVE_FAILURE_REASON_CODES)[number];

export const FileProblemReasonSchema = z.object({
  code: z.enum([...FILE_HEAD_REASON_CODES, ...ARCHIVE_FAILURE_REASON_CODES]),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type FileProblemReason = z.infer<typeof FileProblemReasonSchema>;

export function isArchiveFailureReasonCode(code: string): code is ArchiveFailureReasonCode {
  return (ARCHIVE_FAILURE_REASON_CODES as readonly string[]).includes(code);
}
