// Signing in and out, the platform this workstation talks to, and the store it works in.
import { z } from 'zod';
import { IdSchema, LocaleSchema, NonBlankTextSchema } from '../../contract/common';
import { StaffPinSchema } from '../../contract/staff-pin';
import { defineCall, NoRequestSchema } from '../define-call';
import { SessionSchema, SessionUserSchema, StoreSummarySchema } from '../views/session';

/** Who someone proves they are at a locked or shared workstation: the password, or their staff PIN. */
export const CredentialSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('password'), password: z.string().min(1, 'must not be empty') }),
  z.strictObject({
    method: z.literal('pin'),
    pin: z.string().regex(/^[0-9]{4,8}$/, 'must be 4 to 8 digits'),
  }),
]);
export type Credential = z.infer<typeof CredentialSchema>;

export const sessionCalls = {
  get: defineCall('session', 'get', {
    summary: 'The current session: platform, signed-in user (or null), selected store (or null), locale.',
    request: NoRequestSchema,
    response: SessionSchema,
  }),

  setPlatform: defineCall('session', 'setPlatform', {
    summary:
      'Chooses the platform: the embedded one, or a URL (checked with GET /health first). Signs the user out.',
    request: z.discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal('embedded') }),
      z.strictObject({
        mode: z.literal('url'),
        url: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }),
      }),
    ]),
    response: SessionSchema,
  }),

  signIn: defineCall('session', 'signIn', {
    summary: 'Signs in with a username and password; the store stays selected when the user may work in it.',
    request: z.strictObject({
      username: NonBlankTextSchema,
      password: z.string().min(1, 'must not be empty'),
    }),
    response: SessionSchema,
  }),

  signOut: defineCall('session', 'signOut', {
    summary: 'Signs out and forgets the stored token.',
    request: NoRequestSchema,
    response: SessionSchema,
  }),

  whoAmI: defineCall('session', 'whoAmI', {
    summary: 'Asks the platform who is signed in (GET /v0/me): username, roles, stores, permissions.',
    request: NoRequestSchema,
    response: SessionUserSchema,
  }),

  listStores: defineCall('session', 'listStores', {
    summary: 'The stores the signed-in user may work in (active ones first, then by label).',
    request: NoRequestSchema,
    response: z.object({ stores: z.array(StoreSummarySchema) }),
  }),

  selectStore: defineCall('session', 'selectStore', {
    summary: 'Makes this workstation work in a store the user may access; remembered across launches.',
    request: z.strictObject({ storeId: IdSchema }),
    response: SessionSchema,
  }),

  lock: defineCall('session', 'lock', {
    summary:
      'Locks the screen (by hand, or after the idle time): every call but unlock, switching user and ' +
      'signing out is refused until the signed-in user proves who they are again.',
    request: NoRequestSchema,
    response: SessionSchema,
  }),

  unlock: defineCall('session', 'unlock', {
    summary: 'Unlocks the screen for the signed-in user, checked by the platform (password or staff PIN).',
    request: z.strictObject({ credential: CredentialSchema }),
    response: SessionSchema,
  }),

  switchUser: defineCall('session', 'switchUser', {
    summary:
      'Another associate takes the workstation (password or staff PIN), without closing the app: the store ' +
      'stays when they may work in it, and everything from now on is theirs.',
    request: z.strictObject({ username: NonBlankTextSchema, credential: CredentialSchema }),
    response: SessionSchema,
  }),

  setPin: defineCall('session', 'setPin', {
    summary: "Sets the signed-in user's staff PIN on the platform (their password proves it is them).",
    request: z.strictObject({ pin: StaffPinSchema, password: z.string().min(1, 'must not be empty') }),
    response: SessionSchema,
  }),

  removePin: defineCall('session', 'removePin', {
    summary: "Removes the signed-in user's staff PIN (their password proves it is them).",
    request: z.strictObject({ password: z.string().min(1, 'must not be empty') }),
    response: SessionSchema,
  }),

  setCounterMode: defineCall('session', 'setCounterMode', {
    summary:
      'Turns counter mode (full screen, for a dedicated counter) on or off. A manager does it; an associate ' +
      "needs a manager's username and password typed on the spot, checked by the platform.",
    request: z.strictObject({
      enabled: z.boolean(),
      approver: z
        .strictObject({ username: NonBlankTextSchema, password: z.string().min(1, 'must not be empty') })
        .optional(),
    }),
    response: SessionSchema,
  }),

  setLocale: defineCall('session', 'setLocale', {
    summary: 'Changes the language-region used for texts, numbers and money (xx-XX).',
    request: z.strictObject({ locale: LocaleSchema }),
    response: SessionSchema,
  }),
};
