// Words the setup screens use for the platform's values, as message ids of the session's language, and the
// sizes and durations an admin reads.
import type { ImportEntity, ImportJobStatus } from '../../../../shared/contract/import-job';
import type { DocumentType, PrinterType } from '../../../../shared/contract/print-config';
import type { useMessages } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/messages/en-US';
import type { Tone } from '../../ui';

/** `t(id, values)` from useMessages(), for helpers that build texts outside a component. */
export type Translate = ReturnType<typeof useMessages>;

export const ENTITY_LABELS: Record<ImportEntity, MessageId> = {
  products: 'setup.entity.products',
  prices: 'setup.entity.prices',
  availabilities: 'setup.entity.availabilities',
};

export const JOB_STATUS_LABELS: Record<ImportJobStatus, { label: MessageId; tone: Tone }> = {
  created: { label: 'setup.jobStatus.created', tone: 'neutral' },
  queued: { label: 'setup.jobStatus.queued', tone: 'info' },
  running: { label: 'setup.jobStatus.running', tone: 'info' },
  finished: { label: 'setup.jobStatus.finished', tone: 'success' },
  failed: { label: 'setup.jobStatus.failed', tone: 'danger' },
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, MessageId> = {
  invoice: 'setup.documentType.invoice',
  packing_slip: 'setup.documentType.packingSlip',
};

export const PRINTER_TYPE_LABELS: Record<PrinterType, MessageId> = {
  document_printer: 'setup.printerType.document',
  receipt_printer: 'setup.printerType.receipt',
};

/** Monday first, as a store's week reads; the numbers are the contract's (0 = Sunday). */
export const WEEKDAYS: ReadonlyArray<{ weekday: number; label: MessageId }> = [
  { weekday: 1, label: 'setup.weekday.monday' },
  { weekday: 2, label: 'setup.weekday.tuesday' },
  { weekday: 3, label: 'setup.weekday.wednesday' },
  { weekday: 4, label: 'setup.weekday.thursday' },
  { weekday: 5, label: 'setup.weekday.friday' },
  { weekday: 6, label: 'setup.weekday.saturday' },
  { weekday: 0, label: 'setup.weekday.sunday' },
];

/** What to do about a job that failed as a whole, by the platform's failure code. */
export const FAILURE_ADVICE: Readonly<Record<string, MessageId>> = {
  macosx_folder: 'setup.failureAdvice.macosxFolder',
  unsupported_uri: 'setup.failureAdvice.unsupportedUri',
  download_failed: 'setup.failureAdvice.downloadFailed',
  not_a_zip: 'setup.failureAdvice.notAZip',
  missing_data_folder: 'setup.failureAdvice.missingDataFolder',
  missing_file: 'setup.failureAdvice.missingFile',
  invalid_json: 'setup.failureAdvice.invalidJson',
  invalid_head: 'setup.failureAdvice.invalidHead',
  archive_too_large: 'setup.failureAdvice.archiveTooLarge',
  zip_bomb_suspected: 'setup.failureAdvice.zipBombSuspected',
  unsafe_entry_path: 'setup.failureAdvice.unsafeEntryPath',
};

const BYTE_UNITS: readonly MessageId[] = [
  'setup.size.bytes',
  'setup.size.kilobytes',
  'setup.size.megabytes',
  'setup.size.gigabytes',
];

/** 1536 → "1.5 KB" in the user's locale and words. */
export function formatBytes(bytes: number, locale: string, t: Translate): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
  const size = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  return t(BYTE_UNITS[unit] as MessageId, { size });
}

/** "5 min", "1 h 30 min", "45 s": a duration in seconds as an admin reads it. */
export function formatSeconds(seconds: number, t: Translate): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 60) return t('setup.duration.seconds', { count: seconds });
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [
    hours ? t('setup.duration.hours', { count: hours }) : '',
    minutes ? t('setup.duration.minutes', { count: minutes }) : '',
    rest ? t('setup.duration.seconds', { count: rest }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
