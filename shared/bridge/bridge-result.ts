// The envelope every bridge call answers with, on both transports.
import { z } from 'zod';
import { BridgeError, BridgeErrorInfoSchema, type BridgeErrorInfo } from './bridge-error';

export type BridgeSuccess<Value> = { ok: true; value: Value };
export type BridgeFailure = { ok: false; error: BridgeErrorInfo };
export type BridgeResult<Value> = BridgeSuccess<Value> | BridgeFailure;

/** The envelope's shape; the value inside is checked by the call's response schema in the main process. */
const BridgeResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), value: z.unknown() }),
  z.object({ ok: z.literal(false), error: BridgeErrorInfoSchema }),
]);

export function success<Value>(value: Value): BridgeSuccess<Value> {
  return { ok: true, value };
}

export function failure(info: BridgeErrorInfo): BridgeFailure {
  return { ok: false, error: info };
}

/**
 * Reads what a transport delivered: the value of a success, or a BridgeError for a failure. Something
 * that is not an envelope at all (a proxy's HTML page, a truncated body) is a BridgeError too.
 */
export function unwrapResult<Value>(raw: unknown): Value {
  const parsed = BridgeResultSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BridgeError({
      code: 'invalid_response',
      message: 'The main process answered something that is not a bridge result.',
    });
  }
  if (!parsed.data.ok) throw BridgeError.from(parsed.data.error);
  return parsed.data.value as Value;
}
