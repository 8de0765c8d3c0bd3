/** How often at most a running import tells how far its reading got: not per record. */
export const READ_PROGRESS_EVERY_MS = 1_000;

/**
 * Counts the records an import has read and checked, over all its files, and reports the count at most
 * every READ_PROGRESS_EVERY_MS (the job's row is written with each report).
 */
export class ReadProgress {
  private read = 0;
  private reportedAt = 0;

  constructor(
    private readonly report: (records: number) => void,
    private readonly clock: () => number = Date.now,
  ) {}

  /** `records` more were read and checked. */
  advance(records: number): void {
    this.read += records;
    const now = this.clock();
    if (now - this.reportedAt < READ_PROGRESS_EVERY_MS) return;
    this.reportedAt = now;
    this.report(this.read);
  }

  /** Every record read and checked so far. */
  get records(): number {
    return this.read;
  }
}
