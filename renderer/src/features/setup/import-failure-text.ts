// Why a catalog import failed, in the session's language with what the platform says in values
// (failure.values: the file, the entry, the limit passed, the HTTP status…): sizes as KB/MB and numbers in
// the locale's format. A failure without values (recorded by an older platform), or whose values miss what
// the sentence needs, keeps the code's general sentence; a code the app does not know, the platform's English.
import type { ImportFailure } from '../../../../shared/contract/import-job';
import type { Translate } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/messages/en-US';
import { formatNumber, platformRefusalText } from '../../ui';
import { formatBytes } from './setup-labels';

/** Arguments of an `importFailure.*` message; `none` stands for a value the failure does not give. */
type Arguments = Record<string, string | number>;

/** Reads one failure's values, formatted for the session's locale. */
class FailureValues {
  constructor(
    private readonly values: Readonly<Record<string, string | number>>,
    private readonly locale: string,
    private readonly t: Translate,
  ) {}

  text(key: string): string | undefined {
    const value = this.values[key];
    return typeof value === 'string' && value !== '' ? value : undefined;
  }

  count(key: string): number | undefined {
    const value = this.values[key];
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  }

  /** A size in bytes as the locale writes it (1.5 MB, 1,5 Mo). */
  bytes(key: string): string | undefined {
    const value = this.count(key);
    return value === undefined ? undefined : formatBytes(value, this.locale, this.t);
  }

  /** A number as the locale writes it (1,234; 1 234). */
  number(key: string): string | undefined {
    const value = this.count(key);
    return value === undefined ? undefined : formatNumber(value, this.locale);
  }

  /** One of `choices`, else undefined. */
  oneOf(key: string, choices: readonly string[]): string | undefined {
    const value = this.text(key);
    return value !== undefined && choices.includes(value) ? value : undefined;
  }
}

/** Every argument given; undefined when one the sentence needs is missing. */
function needs(args: Record<string, string | number | undefined>): Arguments | undefined {
  return Object.values(args).every((value) => value !== undefined) ? (args as Arguments) : undefined;
}

const DOWNLOAD_REASONS = [
  'http_status',
  'too_many_redirects',
  'redirect_not_https',
  'network',
  'certificate',
  'timeout',
  'storage',
  'no_body',
];

/** Each code's message arguments from its values. */
const ARGUMENTS: Readonly<Record<string, (values: FailureValues) => Arguments | undefined>> = {
  unsupported_uri: (values) =>
    needs({ uri: values.text('uri'), scheme: values.text('scheme')?.replace(/:$/, '') ?? 'none' }),
  download_failed: (values) => {
    const reason = values.oneOf('reason', DOWNLOAD_REASONS);
    const error = values.text('error') ?? 'none';
    if (reason === 'http_status') return needs({ reason, status: values.count('status')?.toString() });
    if (reason === 'too_many_redirects')
      return needs({ reason, max_redirects: values.count('max_redirects') });
    if (reason === 'redirect_not_https') return needs({ reason, location: values.text('location') });
    return needs({ reason, error });
  },
  archive_too_large: (values) => {
    const limit = values.oneOf('limit', ['download', 'data_file', 'inflated', 'entries']);
    if (limit === 'entries') return needs({ limit, max_entries: values.count('max_entries') });
    const bytes = values.bytes('bytes');
    const sizes = { max_bytes: values.bytes('max_bytes') };
    if (limit === 'download') return needs({ limit, bytes: bytes ?? 'none', ...sizes });
    if (limit === 'data_file') return needs({ limit, entry: values.text('entry'), bytes, ...sizes });
    return needs({ limit, entry: values.text('entry'), ...sizes });
  },
  zip_bomb_suspected: (values) => {
    const check = values.oneOf('check', ['ratio', 'understated_size']);
    const entry = values.text('entry');
    if (check === 'ratio') return needs({ check, entry, max_ratio: values.count('max_ratio') });
    return needs({ check, entry, declared_bytes: values.bytes('declared_bytes') });
  },
  not_a_zip: (values) => needs({ entry: values.text('entry') }),
  macosx_folder: (values) => needs({ entry: values.text('entry') }),
  unsafe_entry_path: (values) =>
    needs({
      entry: values.text('entry'),
      problem: values.oneOf('problem', ['absolute', 'parent_folder', 'duplicate', 'unusable_name']),
    }),
  missing_file: (values) => needs({ file: values.text('file') }),
  invalid_json: (values) => {
    const line = values.number('line');
    const column = values.number('column');
    const where = line !== undefined && column !== undefined;
    return needs({
      file: values.text('file'),
      line: where ? line : 'none',
      column: where ? column : 'none',
      path: values.text('path') ?? 'none',
    });
  },
  invalid_head: (values) => {
    const problem = values.oneOf('problem', ['schema', 'shop_mismatch', 'no_data_file']);
    if (problem === 'no_data_file') return { problem };
    if (problem === 'shop_mismatch') {
      return needs({
        problem,
        file: values.text('file'),
        pricebook: values.text('pricebook') ?? 'none',
        shop: values.text('shop'),
        expected_file: values.text('expected_file'),
        expected_pricebook: values.text('expected_pricebook') ?? 'none',
        expected_shop: values.text('expected_shop'),
      });
    }
    return needs({
      problem,
      file: values.text('file'),
      field: values.text('field') ?? 'none',
      others: Math.max(0, (values.count('issues') ?? 1) - 1),
    });
  },
  internal_error: (values) => (values.text('cause') === 'taken_over' ? {} : undefined),
  attempts_exhausted: (values) => needs({ attempts: values.count('attempts') }),
};

export function importFailureText(failure: ImportFailure, t: Translate, locale: string): string {
  const args =
    failure.values && Object.hasOwn(ARGUMENTS, failure.code)
      ? ARGUMENTS[failure.code]?.(new FailureValues(failure.values, locale, t))
      : undefined;
  if (!args) return platformRefusalText('import', failure, t);
  return t(`importFailure.${failure.code}` as MessageId, args);
}
