// What one workstation remembers between launches: which platform it talks to, the store it works in,
// its locale, its printers and the cash drawer paired with it. Validated on every read and write, so a
// hand-edited or half-written file is refused field by field instead of crashing a later call.
import { z } from 'zod';
import { IdSchema, LocaleSchema } from '../../../shared/contract/common';
import { PRINTER_TYPES } from '../../../shared/contract/print-config';

/** `embedded`: the platform the app ships, started on 127.0.0.1; `url`: a tenant (or a store's own server). */
export const PlatformSettingSchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('embedded') }),
  z.strictObject({
    mode: z.literal('url'),
    url: z
      .url({
        protocol: /^https?$/,
        message: 'must be an http:// or https:// URL, e.g. https://tenant.example.com',
      })
      .transform((value) => value.replace(/\/+$/, '')),
  }),
]);
export type PlatformSetting = z.infer<typeof PlatformSettingSchema>;

export const PRINTER_MODELS = ['EPSON', 'STAR'] as const;
export const PrinterModelSchema = z.enum(PRINTER_MODELS);
export type PrinterModel = z.infer<typeof PrinterModelSchema>;

const TCP_ADDRESS = /^tcp:\/\/(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?):(\d{1,5})$/;

/** A network printer's address `tcp://host:port` (raw ESC/POS over TCP, usually port 9100). */
export const PrinterAddressSchema = z
  .string()
  .regex(TCP_ADDRESS, 'must be tcp://host:port, e.g. tcp://192.168.1.50:9100')
  .refine((address) => {
    const match = TCP_ADDRESS.exec(address);
    // A malformed address is already reported by the regex; only a well-formed one has a port to check.
    if (!match) return true;
    const port = Number(match[2]);
    return port >= 1 && port <= 65535;
  }, 'must name a port from 1 to 65535');

/** Splits a checked `tcp://host:port` address (brackets of an IPv6 host removed). */
export function parsePrinterAddress(address: string): { host: string; port: number } {
  const match = TCP_ADDRESS.exec(address);
  if (!match?.[1] || !match[2]) throw new Error(`'${address}' is not a tcp://host:port address.`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port: Number(match[2]) };
}

/**
 * What a person types for a printer's address, as `tcp://host:port`: "192.168.1.50:9100", "printer.local"
 * (the raw printing port 9100 when none is given) or already `tcp://…`. Anything else is returned as typed,
 * for PrinterAddressSchema to refuse with its reason.
 */
export function normalizePrinterAddress(typed: string): string {
  const text = typed.trim();
  if (text === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  const hasPort = /^\[[^\]]+\]:\d+$/.test(text) || /^[^:[\]]+:\d+$/.test(text);
  const host = text.includes(':') && !text.startsWith('[') && !hasPort ? `[${text}]` : text;
  return `tcp://${hasPort ? host : `${host}:9100`}`;
}

/** Thermal paper rolls: 80 mm (48 characters a line) or 58 mm (32). */
export const PAPER_WIDTHS_MM = [80, 58] as const;
export const PaperWidthSchema = z.union(
  PAPER_WIDTHS_MM.map((width) => z.literal(width)),
  'must be 80 or 58 (mm)',
);
export type PaperWidth = (typeof PAPER_WIDTHS_MM)[number];

/** Characters per line in the normal font on a roll of this width. */
export function columnsOfPaper(widthMm: PaperWidth): number {
  return widthMm === 58 ? 32 : 48;
}

export const PrinterSettingSchema = z.strictObject({
  /** What people call it ("Counter receipt printer"); absent in files written before printers had names. */
  name: z.string().trim().min(1, 'must not be empty').max(60, 'must be at most 60 characters').optional(),
  address: PrinterAddressSchema,
  model: PrinterModelSchema,
  paperWidthMm: PaperWidthSchema.default(80),
});
export type PrinterSetting = z.infer<typeof PrinterSettingSchema>;

/** One printer per printer_type of the platform's print configuration; absent = not set up here. */
export const PrinterSettingsSchema = z.partialRecord(z.enum(PRINTER_TYPES), PrinterSettingSchema);
export type PrinterSettings = z.infer<typeof PrinterSettingsSchema>;

/** The integrated cash drawer paired with this workstation (found by the serial printed on it). */
export const PairedDrawerSchema = z.strictObject({
  drawerId: IdSchema,
  serial: z.string().min(1, 'must not be empty'),
  host: z.string().min(1, 'must not be empty'),
  port: z.int('must be a whole number').min(1, 'must be 1 to 65535').max(65535, 'must be 1 to 65535'),
});
export type PairedDrawer = z.infer<typeof PairedDrawerSchema>;

export const WorkstationSettingsSchema = z.strictObject({
  platform: PlatformSettingSchema,
  /** The store this workstation works in; chosen after the first sign-in. */
  storeId: IdSchema.nullable(),
  locale: LocaleSchema,
  printers: PrinterSettingsSchema,
  drawer: PairedDrawerSchema.nullable(),
  /**
   * Who signed in here last, to fill in the sign-in form. A session itself does not survive a restart: at a
   * shared counter the next launch asks whoever is there who they are.
   */
  lastUsername: z.string().max(200).nullable(),
  /** A dedicated counter: the desktop window runs full screen (kiosk) until a manager leaves the mode. */
  counterMode: z.boolean(),
});
export type WorkstationSettings = z.infer<typeof WorkstationSettingsSchema>;

/** A fresh workstation: the embedded platform, no store yet, en-US, nothing paired. */
export const DEFAULT_WORKSTATION_SETTINGS: WorkstationSettings = {
  platform: { mode: 'embedded' },
  storeId: null,
  locale: 'en-US',
  printers: {},
  drawer: null,
  lastUsername: null,
  counterMode: false,
};
