// Why the cash drawer could not be asked or opened, and what the associate is told to do with the drawer
// after a transaction: codes and the values their sentences need, never the sentences. The main process
// decides; the screen words them in the session's language (renderer: features/cash/drawer-problem-text.ts)
// and drawer-problem-english.ts words them in English for logs (its text is the en-US catalog's).
import { z } from 'zod';
import { ConnectionReasonSchema } from '../printing/printer-problem';

const at = { host: z.string(), port: z.int().min(0).max(65_535) };
/** Whether the app was kicking the drawer open (else only asking its status): the advice differs. */
const kicking = z.boolean();

export const DrawerProblemSchema = z.discriminatedUnion('code', [
  /** Nothing answered at the address: nothing was sent, so a kick certainly did not open it. */
  z.object({ code: z.literal('unreachable'), ...at, reason: ConnectionReasonSchema, kicking }),
  /** It took the connection but did not answer: a kick may or may not have opened it. */
  z.object({ code: z.literal('no_response'), ...at, reason: ConnectionReasonSchema, kicking }),
  /** It answered with a byte that is not a drawer status (`answer`: 0x41). */
  z.object({ code: z.literal('not_a_drawer_status'), ...at, answer: z.string() }),
  /** Still open when the app stopped waiting for it to be pushed shut. */
  z.object({ code: z.literal('still_open'), seconds: z.int().min(0) }),
]);
export type DrawerProblem = z.infer<typeof DrawerProblemSchema>;

/** What the associate does with the drawer after a transaction the app recorded (the transaction is kept). */
export const DrawerNoticeSchema = z.discriminatedUnion('code', [
  /** The paired drawer did not answer the kick. */
  z.object({ code: z.literal('did_not_answer') }),
  /** No integrated drawer is paired with this workstation. */
  z.object({ code: z.literal('none_paired') }),
  /** The store's drawers are not integrated. */
  z.object({ code: z.literal('open_by_hand') }),
  /** The transaction is on another drawer than the one paired here, which the app never kicks. */
  z.object({ code: z.literal('other_drawer'), drawerId: z.string() }),
]);
export type DrawerNotice = z.infer<typeof DrawerNoticeSchema>;
