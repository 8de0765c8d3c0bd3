import { Transform, type TransformCallback } from 'node:stream';
import { ImportFailure } from '../../../common/archive/import-failure';

/** Passes bytes through and fails with `archive_too_large` as soon as more than maxBytes went by. */
export function sizeCap(maxBytes: number, what: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(
          new ImportFailure('archive_too_large', `${what} is larger than the limit of ${maxBytes} bytes.`, {
            limit: 'download',
            max_bytes: maxBytes,
          }),
        );
        return;
      }
      callback(null, chunk);
    },
  });
}
