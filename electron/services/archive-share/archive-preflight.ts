// Looks into a catalog archive before it leaves this workstation, with the checks the platform's importer
// makes first (the same zip reader and entry rules, the contract's schemas for each file's head), so the
// admin learns about a __MACOSX folder, a missing file or a bad head at once rather than from a failed job.
import { readFile } from 'node:fs/promises';
import { DEFAULT_IMPORT_LIMITS } from '../../common/archive/import-limits';
import { checkDataFiles, parseDataFileJson } from '../../common/archive/read-data-files';
import { MAX_TEXT_FILE_BYTES, ZipArchive } from '../../common/archive/zip-archive';
import { ImportFailure, type ImportFailureValues } from '../../common/archive/import-failure';
import {
  checkDataFileHead,
  checkShopsAgree,
  DATA_FILE_PATHS,
  type DataFileSummary,
  type FileHeadProblem,
} from '../../../shared/catalog-import/data-file-heads';
import { isArchiveFailureReasonCode } from '../../../shared/catalog-import/file-problem-reason';
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
      // The platform fails such an archive as invalid_head, no_data_file: the field says it in those words.
      const values = { problem: 'no_data_file' };
      throw new ArchiveRefusedError(
        'missing_file',
        'The archive has a data/ folder but none of products.json, prices.json or availabilities.json in it.',
        [
          {
            path: fileField('archive'),
            message: 'data/ holds no products.json, prices.json or availabilities.json',
            reason: { code: 'invalid_head', values },
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
      // The values of the platform's archive_too_large for a data file (zip-archive.ts).
      const values = {
        limit: 'data_file',
        entry: DATA_FILE_PATHS[entity],
        bytes: bytes.length,
        max_bytes: MAX_TEXT_FILE_BYTES,
      };
      throw new ArchiveRefusedError(
        'archive_too_large',
        `${DATA_FILE_PATHS[entity]} is ${bytes.length} bytes; a data file may hold at most ${MAX_TEXT_FILE_BYTES}.`,
        [
          {
            path: fileField(entity),
            message: `is larger than ${MAX_TEXT_FILE_BYTES} bytes`,
            reason: { code: 'archive_too_large', values },
          },
        ],
        values,
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
  // The first file refused and its problems: the values of the platform's invalid_head (file-head.ts).
  let firstRefused: { entity: ImportEntity; problems: readonly FileHeadProblem[] } | undefined;
  const refuse = (entity: ImportEntity, found: readonly FileHeadProblem[]) => {
    firstRefused ??= { entity, problems: found };
    for (const { path, message, reason } of found) {
      // A field the schema refuses without a reason of its kind: the platform's invalid_head for that field.
      const values = { problem: 'schema', file: DATA_FILE_PATHS[entity], field: path, issues: 1 };
      problems.push({
        path: joinField(fileField(entity), path),
        message,
        reason: reason ?? { code: 'invalid_head', values },
      });
    }
  };
  for (const [entity, document] of documents) {
    const check = checkDataFileHead(entity, document);
    if (check.ok) summaries.push(check.summary);
    else refuse(entity, check.problems);
  }
  for (const { entity, problem } of checkShopsAgree(summaries)) refuse(entity, [problem]);
  if (firstRefused) {
    throw new ArchiveRefusedError(
      'invalid_head',
      `The import would fail: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join('; ')}.`,
      problems,
      headFailureValues(firstRefused.entity, firstRefused.problems),
    );
  }
  return { entities: [...documents.keys()], files: summaries };
}

/** invalid_head's values for a file's problems: a shop that differs from the products file's, or the first field. */
function headFailureValues(entity: ImportEntity, found: readonly FileHeadProblem[]): ImportFailureValues {
  const file = DATA_FILE_PATHS[entity];
  const [first] = found;
  if (first?.reason?.code === 'shop_differs_from_products') {
    const { shop, productsShop } = first.reason.values;
    return {
      problem: 'shop_mismatch',
      file,
      shop,
      expected_file: DATA_FILE_PATHS.products,
      expected_shop: productsShop,
    };
  }
  return { problem: 'schema', file, field: first?.path ?? '', issues: found.length };
}

function parseJson(text: string, entity: ImportEntity): unknown {
  const file = DATA_FILE_PATHS[entity];
  try {
    return parseDataFileJson(text, file);
  } catch (error) {
    if (!(error instanceof ImportFailure)) throw error;
    // The field's own words stay what they were: "is not valid JSON: <why>", without the file's name.
    throw refusedFromFailure(error, fileField(entity), error.message.slice(`${file} `.length, -1));
  }
}

function joinField(field: string, path: string): string {
  return path === '' ? field : `${field}.${path}`;
}

/** The platform's failure found here, with its values for the error and its code as the field's reason. */
function refusedFromFailure(error: unknown, field: string, fieldMessage?: string): unknown {
  if (!(error instanceof ImportFailure)) return error;
  const reason = isArchiveFailureReasonCode(error.code)
    ? { reason: { code: error.code, ...(error.values ? { values: error.values } : {}) } }
    : {};
  return new ArchiveRefusedError(
    error.code,
    error.message,
    [{ path: field, message: fieldMessage ?? error.message, ...reason }],
    error.values,
  );
}
