// Why an archive cannot be imported, found on this workstation before anything is uploaded. The code and
// the field details reach the renderer as they are (see host/to-bridge-error.ts), so the screen can put the
// reason next to the file it concerns, and word it in its language from the reason code and the values.
import type { FieldReason } from '../../../shared/contract/field-reason';
import type { FileProblemReason } from '../../../shared/catalog-import/file-problem-reason';
import type { ImportFailureValues } from '../../common/archive/import-failure';

export interface ArchiveProblem {
  /** 'files.prices' for a chosen file, 'files.prices.head.currency' inside it, 'delivery.bucketUri'... */
  path: string;
  /** In English. */
  message: string;
  reason?: FieldReason | FileProblemReason;
}

export class ArchiveRefusedError extends Error {
  constructor(
    /** snake_case: the platform's failure codes where they apply (`macosx_folder`, `invalid_head`...). */
    readonly code: string,
    message: string,
    readonly details: readonly ArchiveProblem[] = [],
    /** What the sentence says in values (the file, the limit, where the JSON stops), as ImportFailure's. */
    readonly values?: ImportFailureValues,
  ) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}
