import type { ImportLimits } from './import-limits';
import { ImportFailure } from './import-failure';

/**
 * Refuses an entry name that must not be in an import archive: a `__MACOSX` folder anywhere (macOS resource
 * forks; the seed says it breaks the import), or a path that could escape the archive (zip-slip): absolute
 * (`/etc/x`, `C:/x`), with a `..` segment, or with a NUL. Backslashes were already turned into slashes.
 */
export function checkEntryName(name: string): void {
  const segments = name.split('/');
  if (segments.some((segment) => segment.toUpperCase() === '__MACOSX')) {
    throw new ImportFailure(
      'macosx_folder',
      `The archive contains a __MACOSX folder (${name}); create the zip without macOS metadata (e.g. zip -r -X).`,
      { entry: name },
    );
  }
  if (name.startsWith('/') || /^[a-zA-Z]:/.test(name)) {
    throw new ImportFailure('unsafe_entry_path', `The archive entry '${name}' has an absolute path.`, {
      entry: name,
      problem: 'absolute',
    });
  }
  if (segments.includes('..')) {
    throw new ImportFailure(
      'unsafe_entry_path',
      `The archive entry '${name}' climbs out of the archive with '..'.`,
      { entry: name, problem: 'parent_folder' },
    );
  }
  if (name.includes('\0') || name === '') {
    throw new ImportFailure(
      'unsafe_entry_path',
      `The archive has an entry with an unusable name ${JSON.stringify(name)}.`,
      { entry: JSON.stringify(name), problem: 'unusable_name' },
    );
  }
}

/**
 * Checks what an entry's header declares: it must not inflate more than maxCompressionRatio times its
 * compressed size (a zip bomb), and the running total of declared sizes must stay under the limit.
 * The headers can lie, so the reader checks the bytes actually inflated again (see ZipArchive).
 */
export function checkDeclaredSizes(
  name: string,
  sizes: { compressedSize: number; uncompressedSize: number },
  totalSoFar: number,
  limits: ImportLimits,
): number {
  const total = totalSoFar + sizes.uncompressedSize;
  if (total > limits.maxUncompressedBytes) {
    throw new ImportFailure(
      'archive_too_large',
      `The archive inflates to more than ${limits.maxUncompressedBytes} bytes (reached at '${name}').`,
      { limit: 'inflated', entry: name, max_bytes: limits.maxUncompressedBytes },
    );
  }
  if (exceedsRatio(sizes.uncompressedSize, sizes.compressedSize, limits.maxCompressionRatio)) {
    throw new ImportFailure(
      'zip_bomb_suspected',
      `The archive entry '${name}' declares ${sizes.uncompressedSize} bytes from ${sizes.compressedSize} compressed: ` +
        `more than ${limits.maxCompressionRatio} times; refused as a possible zip bomb.`,
      { entry: name, check: 'ratio', max_ratio: limits.maxCompressionRatio },
    );
  }
  return total;
}

/** uncompressed / compressed > maxRatio, without dividing (a zero-byte compressed entry that inflates is a bomb). */
export function exceedsRatio(uncompressed: number, compressed: number, maxRatio: number): boolean {
  return uncompressed > compressed * maxRatio;
}
