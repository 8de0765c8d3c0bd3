// Who is working at this workstation, on which platform, in which store.
import { z } from 'zod';
import { IdSchema, LocaleSchema } from '../../contract/common';
import { RoleSchema } from '../../contract/auth';
import { CountryCodeSchema } from '../../contract/store';

export const PLATFORM_MODES = ['embedded', 'url'] as const;
export const PlatformModeSchema = z.enum(PLATFORM_MODES);
export type PlatformMode = z.infer<typeof PlatformModeSchema>;

export const PlatformConnectionSchema = z.object({
  /** `embedded`: the platform shipped with the app, on 127.0.0.1; `url`: a tenant or a store's server. */
  mode: PlatformModeSchema,
  /** The base URL calls go to (the embedded platform's local address once it runs); null while it starts. */
  url: z.string().nullable(),
  /** Whether the last call reached it; null before any call. */
  reachable: z.boolean().nullable(),
});
export type PlatformConnection = z.infer<typeof PlatformConnectionSchema>;

/** What the signed-in user may do, derived from the roles so every screen asks the same question. */
export const PermissionsSchema = z.object({
  /** Pickup fulfilment, counter sales, cash transactions (every role). */
  fulfil: z.boolean(),
  /** The Cash Management menu: drawer setup, audits, daily close; rerouting orders on hold (manager, admin). */
  manageCash: z.boolean(),
  reroute: z.boolean(),
  /** Imports, stores, pickup/print/app/rounding configuration (admin). */
  configure: z.boolean(),
  /** This workstation's printers (manager of its store, admin). */
  setUpDevices: z.boolean(),
});
export type Permissions = z.infer<typeof PermissionsSchema>;

export const SessionUserSchema = z.object({
  username: z.string().min(1),
  roles: z.array(RoleSchema),
  /** Stores the user may work in; empty = every store. */
  storeIds: z.array(IdSchema),
  permissions: PermissionsSchema,
  /** Whether the user has a staff PIN to unlock and switch in with. */
  hasPin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

/** A store as the store picker and the header show it. */
export const StoreSummarySchema = z.object({
  storeId: IdSchema,
  label: z.string(),
  /** The catalog the store sells. */
  shop: IdSchema,
  countryCode: CountryCodeSchema,
  city: z.string(),
  timezone: z.string(),
  active: z.boolean(),
});
export type StoreSummary = z.infer<typeof StoreSummarySchema>;

/** A workstation's screen lock: locked by hand or after the idle time, unlocked by the same person. */
export const WorkstationLockSchema = z.object({
  locked: z.boolean(),
  /** When it locked (RFC 3339); null while unlocked. */
  since: z.string().nullable(),
  /** Seconds without a touch, click or key before it locks by itself (0 = never): the business's setting. */
  idleSeconds: z.int().nonnegative(),
});
export type WorkstationLock = z.infer<typeof WorkstationLockSchema>;

export const SessionSchema = z.object({
  platform: PlatformConnectionSchema,
  /** null: nobody is signed in. */
  user: SessionUserSchema.nullable(),
  /** The store this workstation works in; null until one is chosen. */
  store: StoreSummarySchema.nullable(),
  locale: LocaleSchema,
  lock: WorkstationLockSchema,
  /** Who signed in here last (fills in the sign-in form); null on a new workstation. */
  lastUsername: z.string().nullable(),
  /** A dedicated counter workstation: full screen in the desktop app; only a manager leaves it. */
  counterMode: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;
