// Signing in and out, the platform this workstation talks to, and the store it works in.
import { z } from 'zod';
import { IdSchema, LocaleSchema, NonBlankTextSchema } from '../../contract/common';
import { defineCall, NoRequestSchema } from '../define-call';
import { SessionSchema, SessionUserSchema, StoreSummarySchema } from '../views/session';

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

  setLocale: defineCall('session', 'setLocale', {
    summary: 'Changes the language-region used for texts, numbers and money (xx-XX).',
    request: z.strictObject({ locale: LocaleSchema }),
    response: SessionSchema,
  }),
};
