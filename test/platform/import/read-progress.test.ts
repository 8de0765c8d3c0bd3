// A running import's count of records read is written to its job's row as it grows, but not per record:
// at most once a second, each time with every record read so far.
import { describe, expect, it } from 'vitest';
import { ReadProgress, READ_PROGRESS_EVERY_MS } from '../../../electron/platform/import/files/read-progress';

describe('the progress of an import reading its archive', () => {
  it('reports the records read at most once a second, each time with all read so far', () => {
    let now = 10_000;
    const reports: number[] = [];
    const progress = new ReadProgress(
      (records) => reports.push(records),
      () => now,
    );
    progress.advance(2_000);
    now += 300;
    progress.advance(2_000);
    now += 300;
    progress.advance(2_000);
    now += READ_PROGRESS_EVERY_MS;
    progress.advance(500);
    expect(reports).toEqual([2_000, 6_500]);
    expect(progress.records).toBe(6_500);
  });
});
