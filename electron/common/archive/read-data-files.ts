import type { ImportEntity } from '../../../shared/contract/import-job';
import { ImportFailure } from './import-failure';
import { locateJsonSyntaxError } from './json-syntax-error';
import type { ZipArchive } from './zip-archive';

/** Where each entity's file sits in the archive. */
export const ENTITY_FILES: Readonly<Record<ImportEntity, string>> = {
  products: 'data/products.json',
  prices: 'data/prices.json',
  availabilities: 'data/availabilities.json',
};

const DATA_FOLDER = 'data/';

/**
 * Fails the job unless the archive has a data/ folder at its root holding the file of every entity the job
 * imports.
 */
export function checkDataFiles(archive: ZipArchive, entities: readonly ImportEntity[]): void {
  if (!archive.names().some((name) => name.startsWith(DATA_FOLDER))) {
    throw new ImportFailure(
      'missing_data_folder',
      'The archive has no data/ folder at its root; put products.json and prices.json in data/.',
    );
  }
  for (const entity of entities) {
    if (!archive.has(ENTITY_FILES[entity])) {
      throw new ImportFailure(
        'missing_file',
        `The job imports ${entity}, but the archive has no ${ENTITY_FILES[entity]}.`,
        { file: ENTITY_FILES[entity], entity },
      );
    }
  }
}

/** The parsed JSON of an entity's file; `invalid_json` when it is not JSON. */
export async function readDataFile(
  archive: ZipArchive,
  entity: ImportEntity,
  signal: AbortSignal,
): Promise<unknown> {
  const file = ENTITY_FILES[entity];
  return parseDataFileJson(await archive.readText(file, signal), file);
}

/** A data file's text as JSON; refused as `invalid_json` with the file and where it stops being JSON. */
export function parseDataFileJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const where = locateJsonSyntaxError(text);
    throw new ImportFailure('invalid_json', `${file} is not valid JSON: ${(error as Error).message}.`, {
      file,
      ...(where ? { line: where.line, column: where.column, path: where.path } : {}),
    });
  }
}
