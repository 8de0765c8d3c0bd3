/**
 * Why a whole import job failed; nothing from the archive is applied. The codes are the contract's
 * (`macosx_folder`, `unsafe_entry_path`...) plus `download_failed` (the URI could not be fetched) and
 * `internal_error` (a fault of the platform itself, logged) and `attempts_exhausted` (the processes running
 * it died too often; import-job-repository.ts).
 */
export type ImportFailureCode =
  | 'unsupported_uri'
  | 'download_failed'
  | 'archive_too_large'
  | 'zip_bomb_suspected'
  | 'not_a_zip'
  | 'macosx_folder'
  | 'unsafe_entry_path'
  | 'missing_data_folder'
  | 'missing_file'
  | 'invalid_json'
  | 'invalid_head'
  | 'internal_error'
  | 'attempts_exhausted';

/**
 * What the failure's sentence says in values (the file, the entry, the limit passed, the HTTP status…), for a
 * screen to word it in its language: the same name and shape as an error body's `values` (api-error.ts).
 * Keys per code: docs/platform-contract.md, "Import failures".
 */
export type ImportFailureValues = Record<string, string | number>;

export class ImportFailure extends Error {
  constructor(
    readonly code: ImportFailureCode,
    message: string,
    readonly values?: ImportFailureValues,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}
