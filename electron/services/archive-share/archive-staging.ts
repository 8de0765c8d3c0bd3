// Catalog files on their way from the admin's screen to an import: the renderer sends each chosen file in
// chunks (a bridge call carries at most about a megabyte), they are written under the app's data folder,
// checked (archive-preflight.ts) and, for data files chosen one by one, zipped into data/. What comes out
// is a prepared archive, ready to be shared with the platform. Nothing outlives the launch.
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_TEXT_FILE_BYTES } from '../../common/archive/zip-archive';
import { DEFAULT_IMPORT_LIMITS } from '../../common/archive/import-limits';
import {
  DATA_FILE_PATHS,
  entityOfFileName,
  isMacOsMetadataPath,
} from '../../../shared/catalog-import/data-file-heads';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../shared/contract/import-job';
import { ArchiveRefusedError } from './archive-errors';
import { inspectDataFiles, inspectZipArchive, type ArchiveContents } from './archive-preflight';
import { writeZip } from './zip-writer';

export type UploadKind = 'zip' | 'data_files';

export interface UploadFile {
  /** The file's name as chosen (a relative path when a folder was chosen). */
  name: string;
  bytes: number;
}

export interface PreparedArchive extends ArchiveContents {
  archiveId: string;
  path: string;
  /** Size of the zip. */
  bytes: number;
}

/** Largest piece of a file one chunk call carries (base64 makes it 4/3 bigger on the way). */
export const CHUNK_BYTES = 512 * 1024;
/** Uploads nobody has touched for this long are dropped when a new one begins. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

interface StagedFile {
  name: string;
  /** Where it is written: archive.zip, or the entity's file name. */
  path: string;
  expected: number;
  received: number;
  entity: ImportEntity | null;
}

interface Upload {
  id: string;
  kind: UploadKind;
  dir: string;
  files: Map<string, StagedFile>;
  touchedAt: number;
}

export class ArchiveStaging {
  private readonly uploads = new Map<string, Upload>();
  private readonly prepared = new Map<string, PreparedArchive>();

  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {
    // Leftovers of an earlier launch are of no use: their uploads cannot be resumed.
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
  }

  /** Starts receiving the files of one archive: a zip, or products/prices/availabilities JSON files. */
  begin(kind: UploadKind, files: readonly UploadFile[]): { uploadId: string; chunkBytes: number } {
    this.dropAbandoned();
    const staged = kind === 'zip' ? this.checkZipChoice(files) : this.checkDataFileChoice(files);
    const id = randomBytes(16).toString('hex');
    const dir = join(this.dir, `upload-${id}`);
    mkdirSync(dir, { recursive: true });
    for (const file of staged) {
      file.path = join(dir, file.path);
      appendFileSync(file.path, Buffer.alloc(0));
    }
    this.uploads.set(id, {
      id,
      kind,
      dir,
      files: new Map(staged.map((file) => [file.name, file])),
      touchedAt: this.now(),
    });
    return { uploadId: id, chunkBytes: CHUNK_BYTES };
  }

  /**
   * Appends a chunk at `offset`. A chunk sent again (a retry after a lost answer) is recognised by its offset
   * and ignored; a gap is refused. Returns the bytes received so far for that file.
   */
  append(uploadId: string, fileName: string, offset: number, bytes: Buffer): number {
    const upload = this.upload(uploadId);
    const file = upload.files.get(fileName);
    if (!file) {
      throw new ArchiveRefusedError('unknown_file', `The upload has no file named '${fileName}'.`, [
        { path: 'file', message: 'is not one of the files this upload began with' },
      ]);
    }
    upload.touchedAt = this.now();
    if (offset + bytes.length <= file.received && offset < file.received) return file.received;
    if (offset !== file.received) {
      throw new ArchiveRefusedError(
        'upload_out_of_order',
        `${fileName}: expected the chunk at byte ${file.received}, got one at byte ${offset}.`,
        [{ path: 'offset', message: `must be ${file.received}` }],
      );
    }
    if (file.received + bytes.length > file.expected) {
      throw new ArchiveRefusedError(
        'upload_too_large',
        `${fileName} is longer than the ${file.expected} bytes announced.`,
        [{ path: 'data', message: `goes past the ${file.expected} bytes announced` }],
      );
    }
    appendFileSync(file.path, bytes);
    file.received += bytes.length;
    return file.received;
  }

  /**
   * Checks the complete upload and turns it into a prepared archive (zipping data files into data/).
   * A refused upload is dropped: the admin chooses the files again after fixing them.
   */
  async prepare(uploadId: string): Promise<PreparedArchive> {
    const upload = this.upload(uploadId);
    const incomplete = [...upload.files.values()].filter((file) => file.received !== file.expected);
    if (incomplete.length > 0) {
      throw new ArchiveRefusedError(
        'upload_incomplete',
        `Not every file arrived: ${incomplete.map((file) => `${file.name} (${file.received} of ${file.expected} bytes)`).join(', ')}.`,
      );
    }
    this.uploads.delete(uploadId);
    const archiveId = randomBytes(16).toString('hex');
    const archivePath = join(this.dir, `archive-${archiveId}.zip`);
    try {
      let contents: ArchiveContents;
      if (upload.kind === 'zip') {
        const [zip] = upload.files.values();
        if (!zip) throw new Error('A zip upload without its file.');
        contents = await inspectZipArchive(zip.path);
        renameSync(zip.path, archivePath);
      } else {
        const byEntity = new Map<ImportEntity, string>();
        for (const file of upload.files.values()) if (file.entity) byEntity.set(file.entity, file.path);
        contents = await inspectDataFiles(byEntity);
        await writeZip(archivePath, [
          { name: 'data/' },
          ...IMPORT_ENTITIES.filter((entity) => byEntity.has(entity)).map((entity) => ({
            name: DATA_FILE_PATHS[entity],
            source: byEntity.get(entity),
          })),
        ]);
      }
      const prepared: PreparedArchive = {
        ...contents,
        archiveId,
        path: archivePath,
        bytes: statSync(archivePath).size,
      };
      this.prepared.set(archiveId, prepared);
      return prepared;
    } catch (error) {
      rmSync(archivePath, { force: true });
      throw error;
    } finally {
      rmSync(upload.dir, { recursive: true, force: true });
    }
  }

  /** A prepared archive, or a refusal naming `archiveId` when it is unknown (discarded, or an earlier launch). */
  archive(archiveId: string): PreparedArchive {
    const prepared = this.prepared.get(archiveId);
    if (!prepared) {
      throw new ArchiveRefusedError(
        'unknown_archive',
        'This archive is no longer on the workstation; choose the files again.',
        [{ path: 'archiveId', message: 'is not a prepared archive of this launch' }],
      );
    }
    return prepared;
  }

  /** Drops an upload or a prepared archive and its files (unknown ids are ignored). */
  discard(id: string): void {
    const upload = this.uploads.get(id);
    if (upload) {
      this.uploads.delete(id);
      rmSync(upload.dir, { recursive: true, force: true });
    }
    const prepared = this.prepared.get(id);
    if (prepared) {
      this.prepared.delete(id);
      rmSync(prepared.path, { force: true });
    }
  }

  close(): void {
    this.uploads.clear();
    this.prepared.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private upload(uploadId: string): Upload {
    const upload = this.uploads.get(uploadId);
    if (!upload) {
      throw new ArchiveRefusedError(
        'unknown_upload',
        'This upload is over or was never begun; choose the files again.',
        [{ path: 'uploadId', message: 'is not an upload in progress' }],
      );
    }
    return upload;
  }

  private checkZipChoice(files: readonly UploadFile[]): StagedFile[] {
    const [zip, ...others] = files;
    if (!zip || others.length > 0) {
      throw new ArchiveRefusedError('invalid_choice', 'Choose exactly one zip archive.', [
        { path: 'files', message: 'must be one zip archive' },
      ]);
    }
    if (!/\.zip$/i.test(zip.name)) {
      throw new ArchiveRefusedError('not_a_zip', `${zip.name} is not a .zip archive.`, [
        { path: 'files.0.name', message: 'must be a .zip archive' },
      ]);
    }
    const limit = DEFAULT_IMPORT_LIMITS.maxCompressedBytes;
    if (zip.bytes > limit) {
      throw new ArchiveRefusedError(
        'archive_too_large',
        `${zip.name} is ${zip.bytes} bytes; the platform takes archives of at most ${limit} bytes.`,
        [{ path: 'files.0.bytes', message: `must be at most ${limit} bytes` }],
      );
    }
    return [{ name: zip.name, path: 'archive.zip', expected: zip.bytes, received: 0, entity: null }];
  }

  private checkDataFileChoice(files: readonly UploadFile[]): StagedFile[] {
    if (files.length === 0) {
      throw new ArchiveRefusedError(
        'invalid_choice',
        'Choose products.json, prices.json or availabilities.json.',
        [{ path: 'files', message: 'must hold at least one data file' }],
      );
    }
    const seen = new Set<ImportEntity>();
    return files.map((file, index) => {
      if (isMacOsMetadataPath(file.name)) {
        throw new ArchiveRefusedError(
          'macosx_folder',
          `${file.name} is macOS metadata (a __MACOSX folder or a ._ file), not catalog data; the import would ` +
            'fail with it. Choose the files from the data folder itself.',
          [{ path: `files.${index}.name`, message: 'is macOS metadata (__MACOSX), not catalog data' }],
        );
      }
      const entity = entityOfFileName(file.name);
      if (!entity) {
        throw new ArchiveRefusedError(
          'unknown_data_file',
          `${file.name} is not a catalog data file: name it products.json, prices.json or availabilities.json.`,
          [
            {
              path: `files.${index}.name`,
              message: 'must be products.json, prices.json or availabilities.json',
            },
          ],
        );
      }
      if (seen.has(entity)) {
        throw new ArchiveRefusedError('invalid_choice', `Two files are ${entity}.json; choose one.`, [
          { path: `files.${index}.name`, message: `${entity}.json is chosen twice` },
        ]);
      }
      seen.add(entity);
      if (file.bytes > MAX_TEXT_FILE_BYTES) {
        throw new ArchiveRefusedError(
          'archive_too_large',
          `${file.name} is ${file.bytes} bytes; a data file may hold at most ${MAX_TEXT_FILE_BYTES} bytes.`,
          [{ path: `files.${index}.bytes`, message: `must be at most ${MAX_TEXT_FILE_BYTES} bytes` }],
        );
      }
      return { name: file.name, path: `${entity}.json`, expected: file.bytes, received: 0, entity };
    });
  }

  private dropAbandoned(): void {
    const cutoff = this.now() - ABANDONED_AFTER_MS;
    for (const upload of this.uploads.values()) if (upload.touchedAt < cutoff) this.discard(upload.id);
  }
}
