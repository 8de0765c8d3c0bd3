// Why an archive cannot be imported, found on this workstation before anything is uploaded. The code and
// the field details reach the renderer as they are (see host/to-bridge-error.ts), so the screen can put the
// reason next to the file it concerns.
export interface ArchiveProblem {
  /** 'files.prices' for a chosen file, 'files.prices.head.currency' inside it, 'delivery.bucketUri'... */
  path: string;
  message: string;
}

export class ArchiveRefusedError extends Error {
  constructor(
    /** snake_case: the platform's failure codes where they apply (`macosx_folder`, `invalid_head`...). */
    readonly code: string,
    message: string,
    readonly details: readonly ArchiveProblem[] = [],
  ) {
    super(message);
    this.name = 'ArchiveRefusedError';
  }
}
