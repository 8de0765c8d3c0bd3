// Looks into a catalog archive before it leaves this workstation, with the checks the platform's importer
// makes first (the same zip reader and entry rules, the contract's schemas for each file's head), so the
// admin learns about a __MACOSX folder, a missing file or a bad head at once rather than from a failed job.
import { readFile } from 'node:fs/promises';
import { DEFAULT_IMPORT_LIMITS } from '../../common/archive/import-limits';
import { checkDataFiles } from '../../common/archive/read-data-files';
import { MAX_TEXT_FILE_BYTES, ZipArchive } from '../../common/archive/zip-archive';
import { ImportFailure } from '../../common/archive/import-failure';
import {
  checkDataFileHead,
  checkShopsAgree,
  DATA_FILE_PATHS,
  type DataFileSummary,
} from '../../../shared/catalog-import/data-file-heads';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../shared/contract/import-job';
import { ArchiveRefusedError, type ArchiveProblem } from './archive-errors';

export interface ArchiveContents {
  /** The entities whose file is in the archive, in the contract's order. */
  entities: ImportEntity[];
  files: DataFileSummary[];
}

/** The field a file's problems are reported on: `files.products`, `files.archive` for a whole zip. */
export const fileField = (entity: ImportEntity | 'archive') => `files.${entity}`;

/** Checks a zip archive: entry names (no __MACOSX, nothing escaping), data/ folder, files and their heads. */
export async function inspectZipArchive(path: string): Promise<ArchiveContents> {
  const signal = new AbortController().signal;
  let archive: ZipArchive;
  try {
    archive = await ZipArchive.open(path, DEFAULT_IMPORT_LIMITS);
  } catch (error) {
    throw refusedFromFailure(error, fileField('archive'));
  }
  try {
    try {
      checkDataFiles(archive, []);
    } catch (error) {
      throw refusedFromFailure(error, fileField('archive'));
    }
    const entities = IMPORT_ENTITIES.filter((entity) => archive.has(DATA_FILE_PATHS[entity]));
    if (entities.length === 0) {
      throw new ArchiveRefusedError(
        'missing_file',
        'The archive has a data/ folder but none of products.json, prices.json or availabilities.json in it.',
        [
          {
            path: fileField('archive'),
            message: 'data/ holds no products.json, prices.json or availabilities.json',
          },
        ],
      );
    }
    const documents = new Map<ImportEntity, unknown>();
    for (const entity of entities) {
      let text: string;
      try {
        text = await archive.readText(DATA_FILE_PATHS[entity], signal);
      } catch (error) {
        throw refusedFromFailure(error, fileField(entity));
      }
      documents.set(entity, parseJson(text, entity));
    }
    return checkHeads(documents);
  } finally {
    archive.close();
  }
}

/** Checks data files chosen one by one (not zipped yet): each must be JSON with a valid head. */
export async function inspectDataFiles(files: ReadonlyMap<ImportEntity, string>): Promise<ArchiveContents> {
  const documents = new Map<ImportEntity, unknown>();
  for (const entity of IMPORT_ENTITIES) {
    const path = files.get(entity);
    if (!path) continue;
    const bytes = await readFile(path);
    if (bytes.length > MAX_TEXT_FILE_BYTES) {
      throw new ArchiveRefusedError(
        'archive_too_large',
        `${DATA_FILE_PATHS[entity]} is ${bytes.length} bytes; a data file may hold at most ${MAX_TEXT_FILE_BYTES}.`,
        [{ path: fileField(entity), message: `is larger than ${MAX_TEXT_FILE_BYTES} bytes` }],
      );
    }
    const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
    documents.set(entity, parseJson(bytes.toString('utf8', start), entity));
  }
  return checkHeads(documents);
}

function checkHeads(documents: ReadonlyMap<ImportEntity, unknown>): ArchiveContents {
  const problems: ArchiveProblem[] = [];
  const summaries: DataFileSummary[] = [];
  for (const [entity, document] of documents) {
    const check = checkDataFileHead(entity, document);
    if (check.ok) summaries.push(check.summary);
    else {
      for (const problem of check.problems) {
        problems.push({ path: joinField(fileField(entity), problem.path), message: problem.message });
      }
    }
  }
  for (const { entity, problem } of checkShopsAgree(summaries)) {
    problems.push({ path: joinField(fileField(entity), problem.path), message: problem.message });
  }
  if (problems.length > 0) {
    throw new ArchiveRefusedError(
      'invalid_head',
      `The import would fail: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}.`,
      problems,
    );
  }
  return { entities: [...documents.keys()], files: summaries };
}

function parseJson(text: string, entity: ImportEntity): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ArchiveRefusedError(
      'invalid_json',
      `${DATA_FILE_PATHS[entity]} is not valid JSON: ${(error as Error).message}.`,
      [{ path: fileField(entity), message: `is not valid JSON: ${(error as Error).message}` }],
    );
  }
}

function joinField(field: string, path: string): string {
  return path === '' ? field : `${field}.${path}`;
}

function refusedFromFailure(error: unknown, field: string): unknown {
  if (!(error instanceof ImportFailure)) return error;
  return new ArchiveRefusedError(error.code, error.message, [{ path: field, message: error.message }]);
}
