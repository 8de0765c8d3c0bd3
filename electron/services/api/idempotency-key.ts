import { randomUUID } from 'node:crypto';

/** A fresh Idempotency-Key: a random UUID, unique across workstations without coordination. */
export function newIdempotencyKey(): string {
  return randomUUID();
}
