// Staff PINs: a short code an associate sets for themselves to unlock their own locked workstation, or to
// switch in at a shared counter, without typing the whole password (PUT /v0/me/pin; POST /v0/token with
// grant_type=staff_pin). The platform stores only a salted hash and locks a PIN after repeated misses.
import { z } from 'zod';

export const STAFF_PIN_MIN_DIGITS = 4;
export const STAFF_PIN_MAX_DIGITS = 8;
/** Wrong PINs in a row before the PIN is locked; the password still works. */
export const STAFF_PIN_MAX_MISSES = 5;
/** How long a locked PIN stays locked. */
export const STAFF_PIN_LOCK_SECONDS = 15 * 60;

/** A PIN a person would guess first: one digit repeated, or a straight run up or down (1234, 9876). */
export function isGuessablePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const step = (digits[1] ?? 0) - (digits[0] ?? 0);
  const straight =
    Math.abs(step) <= 1 &&
    digits.every((digit, index) => index === 0 || digit - (digits[index - 1] ?? 0) === step);
  return straight;
}

export const StaffPinSchema = z
  .string()
  .regex(
    new RegExp(`^[0-9]{${STAFF_PIN_MIN_DIGITS},${STAFF_PIN_MAX_DIGITS}}$`),
    `must be ${STAFF_PIN_MIN_DIGITS} to ${STAFF_PIN_MAX_DIGITS} digits`,
  )
  .refine((pin) => !isGuessablePin(pin), 'is too easy to guess (one digit repeated, or a run like 1234)');

/** PUT /v0/me/pin: the new PIN, with the account's password to prove it is its owner at the keyboard. */
export const SetStaffPinRequestSchema = z.strictObject({
  pin: StaffPinSchema,
  password: z.string().min(1, 'must not be empty'),
});
export type SetStaffPinRequest = z.infer<typeof SetStaffPinRequestSchema>;

/** DELETE /v0/me/pin. */
export const RemoveStaffPinRequestSchema = z.strictObject({
  password: z.string().min(1, 'must not be empty'),
});
export type RemoveStaffPinRequest = z.infer<typeof RemoveStaffPinRequestSchema>;

/** The answer of PUT and DELETE /v0/me/pin. */
export const StaffPinStateSchema = z.object({ has_pin: z.boolean() });
export type StaffPinState = z.infer<typeof StaffPinStateSchema>;
