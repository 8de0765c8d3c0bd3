import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { ImportLimits } from './import-limits';
import { ImportFailure } from './import-failure';
import { checkDeclaredSizes, checkEntryName, exceedsRatio } from './entry-checks';

/** yauzl's own name decoding (CP437 or UTF-8, Info-ZIP unicode path), missing from @types/yauzl 2. */
const getFileNameLowLevel = (
  yauzl as unknown as {
    getFileNameLowLevel(flags: number, raw: Buffer, extraFields: unknown, strictFileNames: boolean): string;
  }
).getFileNameLowLevel;

/** More entries than any catalog archive needs; a bigger central directory is refused before it eats memory. */
const MAX_ENTRIES = 100_000;

/**
 * Largest file read as text: V8 strings stop at about 2^29 characters, so a bigger JSON file could not be
 * parsed at all.
 */
export const MAX_TEXT_FILE_BYTES = 2 ** 29 - 64;

interface NamedEntry {
  name: string;
  entry: Entry;
}

/**
 * A zip archive on disk, read with yauzl without extracting anything. `open` checks every entry of the
 * central directory before any byte is inflated (names, declared sizes, compression ratios); `readText`
 * inflates one entry into memory while counting the bytes actually produced, since headers can lie.
 */
export class ZipArchive {
  private inflatedTotal = 0;

  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, NamedEntry>,
    private readonly limits: ImportLimits,
  ) {}

  static async open(path: string, limits: ImportLimits): Promise<ZipArchive> {
    const zip = await openZip(path);
    try {
      const entries = await readCentralDirectory(zip, limits);
      return new ZipArchive(zip, entries, limits);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  /** File and folder names, as given (folders end with '/'). */
  names(): string[] {
    return [...this.entries.keys()];
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Inflates an entry and decodes it as UTF-8 (a byte-order mark is dropped). */
  async readText(name: string, signal: AbortSignal): Promise<string> {
    const named = this.entries.get(name);
    if (!named) throw new ImportFailure('missing_file', `The archive has no file ${name}.`, { file: name });
    const { entry } = named;
    if (entry.uncompressedSize > MAX_TEXT_FILE_BYTES) {
      throw new ImportFailure(
        'archive_too_large',
        `${name} is ${entry.uncompressedSize} bytes; a data file may hold at most ${MAX_TEXT_FILE_BYTES} bytes.`,
        { limit: 'data_file', entry: name, bytes: entry.uncompressedSize, max_bytes: MAX_TEXT_FILE_BYTES },
      );
    }
    const bytes = await this.inflate(named, signal);
    const start = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    return bytes.toString('utf8', start);
  }

  close(): void {
    this.zip.close();
  }

  private inflate({ name, entry }: NamedEntry, signal: AbortSignal): Promise<Buffer> {
    const declared = entry.uncompressedSize;
    const buffer = Buffer.allocUnsafe(declared);
    let written = 0;
    return new Promise((resolve, reject) => {
      this.zip.openReadStream(entry, (openError, stream) => {
        if (openError) {
          reject(corrupt(openError, name));
          return;
        }
        let settled = false;
        const fail = (error: unknown) => {
          if (settled) return;
          settled = true;
          stream.destroy();
          signal.removeEventListener('abort', onAbort);
          reject(error);
        };
        const onAbort = () => fail(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        stream.on('data', (chunk: Buffer) => {
          if (settled) return;
          if (written + chunk.length > declared) {
            fail(
              new ImportFailure(
                'zip_bomb_suspected',
                `The archive entry '${name}' inflates to more than the ${declared} bytes its header declares; ` +
                  'refused as a possible zip bomb.',
                { entry: name, check: 'understated_size', declared_bytes: declared },
              ),
            );
            return;
          }
          chunk.copy(buffer, written);
          written += chunk.length;
          this.inflatedTotal += chunk.length;
          if (this.inflatedTotal > this.limits.maxUncompressedBytes) {
            fail(
              new ImportFailure(
                'archive_too_large',
                `The archive inflates to more than ${this.limits.maxUncompressedBytes} bytes (reached in '${name}').`,
                { limit: 'inflated', entry: name, max_bytes: this.limits.maxUncompressedBytes },
              ),
            );
            return;
          }
          if (exceedsRatio(written, entry.compressedSize, this.limits.maxCompressionRatio)) {
            fail(
              new ImportFailure(
                'zip_bomb_suspected',
                `The archive entry '${name}' inflates more than ${this.limits.maxCompressionRatio} times its ` +
                  'compressed size; refused as a possible zip bomb.',
                { entry: name, check: 'ratio', max_ratio: this.limits.maxCompressionRatio },
              ),
            );
          }
        });
        stream.on('error', (error: Error) => fail(corrupt(error, name)));
        stream.on('end', () => {
          if (settled) return;
          settled = true;
          signal.removeEventListener('abort', onAbort);
          if (written !== declared) {
            reject(
              new ImportFailure(
                'not_a_zip',
                `The archive entry '${name}' is damaged: it holds ${written} bytes, its header declares ${declared}.`,
                { entry: name },
              ),
            );
            return;
          }
          resolve(buffer);
        });
      });
    });
  }
}

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: false },
      (error, zip) => {
        if (error || !zip) {
          reject(
            new ImportFailure(
              'not_a_zip',
              `The archive is not a readable zip file: ${error?.message ?? 'unknown'}.`,
            ),
          );
          return;
        }
        resolve(zip);
      },
    );
  });
}

/** Every entry, checked one by one as the central directory is read; the first problem fails the job. */
function readCentralDirectory(zip: ZipFile, limits: ImportLimits): Promise<Map<string, NamedEntry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, NamedEntry>();
    let declaredTotal = 0;
    zip.on('entry', (entry: Entry) => {
      try {
        if (entries.size >= MAX_ENTRIES) {
          throw new ImportFailure(
            'archive_too_large',
            `The archive holds more than ${MAX_ENTRIES} entries.`,
            {
              limit: 'entries',
              max_entries: MAX_ENTRIES,
            },
          );
        }
        const name = getFileNameLowLevel(
          entry.generalPurposeBitFlag,
          entry.fileName as unknown as Buffer,
          entry.extraFields,
          false,
        );
        checkEntryName(name);
        if (entries.has(name)) {
          throw new ImportFailure(
            'unsafe_entry_path',
            `The archive holds '${name}' twice; it is ambiguous.`,
            {
              entry: name,
              problem: 'duplicate',
            },
          );
        }
        if (!name.endsWith('/')) {
          declaredTotal = checkDeclaredSizes(name, entry, declaredTotal, limits);
        }
        entries.set(name, { name, entry });
        zip.readEntry();
      } catch (error) {
        reject(error);
      }
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(corrupt(error)));
    zip.readEntry();
  });
}

/** A damaged archive: in the entry named, or in its central directory (the list of its entries). */
function corrupt(error: Error, entry?: string): ImportFailure {
  if (error instanceof ImportFailure) return error;
  return new ImportFailure(
    'not_a_zip',
    `The archive is damaged (${entry ?? 'central directory'}): ${error.message}.`,
    entry === undefined ? undefined : { entry },
  );
}
