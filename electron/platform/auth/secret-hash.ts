// The hash of a password or PIN (scrypt), computed on libuv's pool: a check costs about 40 ms of CPU, which
// on the event loop held every other request of the platform for that long at each sign-in and unlock.
import { scrypt } from 'node:crypto';

export const SECRET_HASH_BYTES = 32;

export function hashSecret(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SECRET_HASH_BYTES, (error, hash) => (error ? reject(error) : resolve(hash))),
  );
}
