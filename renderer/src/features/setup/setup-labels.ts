// Words the setup screens use for the platform's values.
import type { ImportEntity, ImportJobStatus } from '../../../../shared/contract/import-job';
import type { DocumentType, PrinterType } from '../../../../shared/contract/print-config';
import type { Tone } from '../../ui';

export const ENTITY_LABELS: Record<ImportEntity, string> = {
  products: 'Products',
  prices: 'Prices',
  availabilities: 'Stock levels',
};

export const JOB_STATUS_LABELS: Record<ImportJobStatus, { label: string; tone: Tone }> = {
  created: { label: 'Created', tone: 'neutral' },
  queued: { label: 'Queued', tone: 'info' },
  running: { label: 'Running', tone: 'info' },
  finished: { label: 'Finished', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  invoice: 'Invoice',
  packing_slip: 'Packing slip',
};

export const PRINTER_TYPE_LABELS: Record<PrinterType, string> = {
  document_printer: 'Document printer (A4 / Letter)',
  receipt_printer: 'Receipt printer',
};

/** Monday first, as a store's week reads; the numbers are the contract's (0 = Sunday). */
export const WEEKDAYS: ReadonlyArray<{ weekday: number; label: string; short: string }> = [
  { weekday: 1, label: 'Monday', short: 'Mon' },
  { weekday: 2, label: 'Tuesday', short: 'Tue' },
  { weekday: 3, label: 'Wednesday', short: 'Wed' },
  { weekday: 4, label: 'Thursday', short: 'Thu' },
  { weekday: 5, label: 'Friday', short: 'Fri' },
  { weekday: 6, label: 'Saturday', short: 'Sat' },
  { weekday: 0, label: 'Sunday', short: 'Sun' },
];

/** What to do about a job that failed as a whole, by the platform's failure code. */
export const FAILURE_ADVICE: Record<string, string> = {
  macosx_folder:
    'The zip holds a __MACOSX folder. Zip the data folder again without macOS metadata (for example zip -r -X), or choose the JSON files here.',
  unsupported_uri: 'Give an https:// or s3://bucket/key address.',
  download_failed: 'Check that the address is right and that the platform can reach it, then import again.',
  not_a_zip: 'Choose a .zip archive, or the JSON files themselves.',
  missing_data_folder: 'Put products.json and prices.json in a folder named data at the root of the zip.',
  missing_file: 'Add the missing file to the data folder, or untick what it would import.',
  invalid_json: 'Open the file in an editor that checks JSON, fix it, and import again.',
  invalid_head: "Fix the file's head (shop, locale, price book, currency) and import again.",
  archive_too_large: 'Split the catalog into smaller imports.',
  zip_bomb_suspected: 'Create the zip again with ordinary compression.',
  unsafe_entry_path:
    'Create the zip again from the data folder; entries must not use absolute paths or "..".',
};

/** 1536 → "1.5 KB" in the user's locale. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}

/** "5 min", "1 h 30 min", "45 s": a duration in seconds as an admin reads it. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '';
  if (seconds < 60) return `${seconds} s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  return [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest ? `${rest} s` : '']
    .filter(Boolean)
    .join(' ');
}
