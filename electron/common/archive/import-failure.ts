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

export class ImportFailure extends Error {
  constructor(
    readonly code: ImportFailureCode,
    message: string,
  ) {
    super(message);
    this.name = 'ImportFailure';
  }
}
