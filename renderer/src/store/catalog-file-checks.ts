// The first look at catalog files an admin chose, before anything leaves the screen: whether the choice as a
// whole can be imported (names, macOS metadata, one zip), and what each JSON file's head says (the
// contract's schemas), with the shops of the files agreeing. Pure: the same on screen and in tests.
import type { ArchiveUploadKind, DataFileSummaryView } from '../../../shared/bridge/views/setup';
import {
  checkDataFileHead,
  checkShopsAgree,
  entityOfFileName,
  isMacOsMetadataPath,
  type FileHeadProblem,
} from '../../../shared/catalog-import/data-file-heads';
import type { ImportEntity } from '../../../shared/contract/import-job';

/** A file the admin chose (a browser File; tests pass Node's File). */
export interface ChosenFile {
  readonly name: string;
  readonly size: number;
  /** Set when a folder was chosen: 'data/products.json', '__MACOSX/data/._products.json'. */
  readonly webkitRelativePath?: string;
  slice(start?: number, end?: number): { arrayBuffer(): Promise<ArrayBuffer> };
  text(): Promise<string>;
}

/** What the first look at one chosen file found. */
export interface ChosenFileCheck {
  name: string;
  bytes: number;
  entity: ImportEntity | null;
  /** ok: the head is valid; problems: it is not (or the file is not JSON); unchecked: too large to read here. */
  state: 'ok' | 'problems' | 'unchecked';
  summary: DataFileSummaryView | null;
  problems: FileHeadProblem[];
}

/** Why a choice as a whole cannot be imported; `file` names the file concerned. */
export type ChoiceRefusal =
  | { reason: 'no_file' }
  | { reason: 'macos_metadata'; file: string }
  | { reason: 'several_zips' }
  | { reason: 'not_a_zip'; file: string }
  | { reason: 'unknown_name'; file: string }
  | { reason: 'same_entity_twice'; entity: ImportEntity };

/** Files up to this size are read here for the first look; larger ones are checked by the main process. */
export const LOCAL_CHECK_MAX_BYTES = 64 * 1024 * 1024;

/** The path a chosen file has in the archive's terms ('data/products.json' when a folder was chosen). */
export const chosenPath = (file: ChosenFile) => file.webkitRelativePath || file.name;

/** Where a chosen file would go in the archive, by its name; macOS metadata and other names go nowhere. */
export function refuseChoice(kind: ArchiveUploadKind, files: readonly ChosenFile[]): ChoiceRefusal | null {
  if (files.length === 0) return { reason: 'no_file' };
  const metadata = files.map(chosenPath).find((path) => isMacOsMetadataPath(path));
  if (metadata) return { reason: 'macos_metadata', file: metadata };
  if (kind === 'zip') {
    if (files.length > 1) return { reason: 'several_zips' };
    const name = files[0]?.name ?? '';
    return /\.zip$/i.test(name) ? null : { reason: 'not_a_zip', file: name };
  }
  const entities = files.map((file) => entityOfFileName(file.name));
  const unknown = files.find((_file, index) => entities[index] === null);
  if (unknown) return { reason: 'unknown_name', file: unknown.name };
  const twice = entities.find((entity, index) => entities.indexOf(entity) !== index);
  if (twice) return { reason: 'same_entity_twice', entity: twice };
  return null;
}

/** The refusal in US English (logs, and the store's `refusal` text); the screen says it in the session's language. */
export function choiceRefusalText(refusal: ChoiceRefusal): string {
  switch (refusal.reason) {
    case 'no_file':
      return 'Choose at least one file.';
    case 'macos_metadata':
      return (
        `${refusal.file} is macOS metadata (a __MACOSX folder or a ._ file), not catalog data, and would break ` +
        'the import. Choose the files from the data folder itself.'
      );
    case 'several_zips':
      return 'Choose one zip archive.';
    case 'not_a_zip':
      return `${refusal.file} is not a .zip archive.`;
    case 'unknown_name':
      return `${refusal.file} is not a catalog data file: name it products.json, prices.json or availabilities.json.`;
    case 'same_entity_twice':
      return `Two files are ${refusal.entity}.json: choose one of them.`;
  }
}

/** The choice's refusal as a sentence, or null: what describeChoice always answered. */
export function describeChoice(kind: ArchiveUploadKind, files: readonly ChosenFile[]): string | null {
  const refusal = refuseChoice(kind, files);
  return refusal ? choiceRefusalText(refusal) : null;
}

/** One JSON file's head, read here when it is small enough. */
export async function checkChosenFile(file: ChosenFile): Promise<ChosenFileCheck> {
  const entity = entityOfFileName(file.name);
  const base = { name: file.name, bytes: file.size, entity };
  if (!entity) return { ...base, state: 'unchecked', summary: null, problems: [] };
  if (file.size > LOCAL_CHECK_MAX_BYTES) return { ...base, state: 'unchecked', summary: null, problems: [] };
  let document: unknown;
  try {
    document = JSON.parse(await file.text()) as unknown;
  } catch (error) {
    return {
      ...base,
      state: 'problems',
      summary: null,
      problems: [
        {
          path: '',
          message: `is not valid JSON: ${(error as Error).message}`,
          reason: { code: 'not_json', values: { cause: (error as Error).message } },
        },
      ],
    };
  }
  const check = checkDataFileHead(entity, document);
  return check.ok
    ? { ...base, state: 'ok', summary: check.summary, problems: [] }
    : { ...base, state: 'problems', summary: null, problems: check.problems };
}

/**
 * Every chosen file's first look. A refused choice and a zip are not read here (a zip is looked into by the
 * main process: its entries, then each file's head); files whose heads name different shops are marked.
 */
export async function checkChosenFiles(
  kind: ArchiveUploadKind,
  files: readonly ChosenFile[],
  refused: boolean,
): Promise<ChosenFileCheck[]> {
  const checks =
    refused || kind === 'zip'
      ? files.map<ChosenFileCheck>((file) => ({
          name: chosenPath(file),
          bytes: file.size,
          entity: null,
          state: 'unchecked',
          summary: null,
          problems: [],
        }))
      : await Promise.all(files.map(checkChosenFile));
  const summaries = checks.flatMap((check) => (check.summary ? [check.summary] : []));
  for (const { entity, problem } of checkShopsAgree(summaries)) {
    const check = checks.find((candidate) => candidate.entity === entity);
    if (check) {
      check.state = 'problems';
      check.problems = [...check.problems, problem];
    }
  }
  return checks;
}
