// AES-256-GCM with a random key kept in a file beside the data, readable only by its owner (mode 0600).
//
// Threat model. It protects the access token from someone who gets the settings file alone: a backup, a
// support bundle, a copied profile folder, another account on the machine reading a world-readable file.
// GCM also refuses a sealed token that was altered. It does NOT protect against code running as the same OS
// user (it can read the key file as the app does) nor against root; the OS keychain (Electron's safeStorage,
// used by the shell) is the stronger option where it exists. On Windows the 0600 mode is not an ACL: the
// folder's own permissions (the user's profile) are what keeps other accounts out. The token itself is
// short-lived (8 hours on the embedded platform) and the password is never written anywhere.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, closeSync, mkdirSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';
import { SecretUnreadableError, type SecretProtector } from './secret-protector';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'gcm1:';

/** AES-256-GCM with a 32-byte key that the caller provides (a key file here, the OS keyring in the shell). */
export class AesGcmSecretProtector implements SecretProtector {
  constructor(
    private readonly key: Buffer,
    readonly kind: string,
  ) {
    if (key.length !== KEY_BYTES)
      throw new Error(`An AES-256-GCM key is ${KEY_BYTES} bytes, not ${key.length}.`);
  }

  protect(secret: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  unprotect(sealed: string): string {
    if (!sealed.startsWith(PREFIX)) {
      throw new SecretUnreadableError('The stored secret was not sealed with this key (unknown format).');
    }
    const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
    if (raw.length < IV_BYTES + TAG_BYTES) throw new SecretUnreadableError('The stored secret is truncated.');
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    } catch (error) {
      throw new SecretUnreadableError('The stored secret was sealed with another key or has been altered.', {
        cause: error,
      });
    }
  }
}

export class KeyFileSecretProtector extends AesGcmSecretProtector {
  /** Reads the key at `keyFile`, creating it (32 random bytes, mode 0600) when it does not exist. */
  constructor(readonly keyFile: string) {
    super(readOrCreateKey(keyFile), 'aes-256-gcm-key-file');
  }
}

/** 32 random bytes: a new key. */
export function newSecretKey(): Buffer {
  return randomBytes(KEY_BYTES);
}

function readOrCreateKey(keyFile: string): Buffer {
  mkdirSync(dirname(keyFile), { recursive: true });
  try {
    // 'wx': create only if absent, so two processes starting at once never overwrite each other's key.
    const fd = openSync(keyFile, 'wx', 0o600);
    try {
      writeSync(fd, randomBytes(KEY_BYTES));
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = readFileSync(keyFile);
  if (key.length !== KEY_BYTES) {
    throw new Error(
      `The key file ${keyFile} holds ${key.length} bytes, not ${KEY_BYTES}: it is damaged. ` +
        'Delete it to create a new one (the stored sign-in is then lost and the associate signs in again).',
    );
  }
  // A key someone made readable to others (a careless copy) is closed again rather than refused.
  if (process.platform !== 'win32' && (statSync(keyFile).mode & 0o077) !== 0) chmodSync(keyFile, 0o600);
  return key;
}
