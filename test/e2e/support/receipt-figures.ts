// What a spec expects on a receipt, worked out on its own from the prices the screen shows: tax of a rate
// rounded half-up, cash rounded to 0.05, amounts written as each language writes them, and the receipt as it
// came out of the virtual receipt printer.
import { printedText } from '../../../electron/common/escpos/decoder';
import type { PrintJob } from '../../../electron/devices/virtual-printer';
import type { Workstation } from './fixtures';

/** A tax of num/den of the subtotal in cents, rounded half-up to the cent. */
export const taxAt = (subtotal: number, num: number, den: number) =>
  Math.floor((2 * subtotal * num + den) / (2 * den));

/** Nearest 0.05: 1–2 cents down, 3–4 up. */
export const roundedToNickel = (cents: number) =>
  cents % 5 <= 2 ? cents - (cents % 5) : cents + 5 - (cents % 5);

/** An amount as US English writes it: "$1,234.56". */
export const dollars = (cents: number) => {
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}$${Math.floor(magnitude / 100).toLocaleString('en-US')}.${String(magnitude % 100).padStart(2, '0')}`;
};
export const signed = (cents: number) => (cents > 0 ? `+${dollars(cents)}` : dollars(cents));

/** An amount as Québec French writes it: "1 234,56 $" (Intl's no-break spaces as plain spaces). */
export const dollarsFr = (cents: number) => {
  const magnitude = Math.abs(cents);
  const units = Math.floor(magnitude / 100)
    .toLocaleString('fr-CA')
    .replace(/\s/g, ' ');
  return `${cents < 0 ? '-' : ''}${units},${String(magnitude % 100).padStart(2, '0')} $`;
};
export const signedFr = (cents: number) => (cents > 0 ? `+${dollarsFr(cents)}` : dollarsFr(cents));

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A receipt row: the label on the left, the amount on the right. */
export const receiptRow = (label: string, amount: string) =>
  new RegExp(`^${escapeRegExp(label)}\\s+${escapeRegExp(amount)}$`);

/** The receipt printed after `before` jobs, as lines with runs of blanks collapsed. */
export async function nextReceipt(workstation: Workstation, before: number): Promise<string[]> {
  const jobs: readonly PrintJob[] = await workstation.devices.receiptPrinter.waitForJobs(before + 1);
  return printedText((jobs[before] as PrintJob).document).map((line) => line.replace(/\s+/g, ' ').trim());
}
