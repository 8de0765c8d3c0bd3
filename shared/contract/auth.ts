// Authentication: the token call (form fields), who-am-I, health, and the embedded platform's users file.
import { z } from 'zod';
import { IdSchema, NonBlankTextSchema, refineUnique } from './common';

export const ROLES = ['associate', 'manager', 'admin'] as const;

/** associate: fulfilment, sales, cash; manager: also cash management and reroute; admin: also configuration. */
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

const PasswordGrantSchema = z.object({
  grant_type: z.literal('password'),
  username: NonBlankTextSchema,
  password: z.string().min(1, 'must not be empty'),
  scope: z.string().optional(),
});

const ClientCredentialsGrantSchema = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: NonBlankTextSchema,
  client_secret: z.string().min(1, 'must not be empty'),
  scope: z.string().optional(),
});

/** A staff PIN in place of the password (see staff-pin.ts): unlocking and switching at a shared counter. */
const StaffPinGrantSchema = z.object({
  grant_type: z.literal('staff_pin'),
  username: NonBlankTextSchema,
  pin: z.string().min(1, 'must not be empty'),
  scope: z.string().optional(),
});

/** Form fields of POST /v0/token: the password grant, the client-credentials grant, or a staff PIN. */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  PasswordGrantSchema,
  ClientCredentialsGrantSchema,
  StaffPinGrantSchema,
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/** 200 of POST /v0/token. `token_type` is case-insensitive (RFC 6749 §7.1): "Bearer" reads as "bearer". */
export const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.literal('bearer')),
  /** Lifetime of the token in seconds. */
  expires_in: z.int().positive(),
  /** Space-separated scopes granted. */
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;

/** GET /v0/me. An empty `store_ids` means the user may work in every store. */
export const MeSchema = z.object({
  username: NonBlankTextSchema,
  roles: z.array(RoleSchema),
  store_ids: z.array(IdSchema),
  /** Whether the user has set a staff PIN (absent from platforms that have no PINs). */
  has_pin: z.boolean().optional(),
});
export type Me = z.infer<typeof MeSchema>;

/** GET /health (no auth). */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  version: z.string().min(1),
});
export type Health = z.infer<typeof HealthSchema>;

export const UserRecordSchema = z.object({
  username: NonBlankTextSchema,
  password: z.string().min(1, 'must not be empty'),
  /** At least one: a user without a role could sign in and do nothing, which is always a typo. */
  roles: z.array(RoleSchema).min(1, 'must name at least one role'),
  /** Empty = every store. */
  store_ids: z.array(IdSchema),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** The embedded platform's `--users FILE`: `[{username, password, roles, store_ids}]`, usernames unique. */
export const UsersFileSchema = z.array(UserRecordSchema).superRefine((users, ctx) => {
  refineUnique(
    ctx,
    users,
    (user) => user.username,
    (index) => [index, 'username'],
    'username',
  );
});
export type UsersFile = z.infer<typeof UsersFileSchema>;
