// The shell's SecretProtector: Electron's safeStorage (macOS Keychain, Windows DPAPI, libsecret/kwallet on
// Linux). Where it has no real keyring (Linux 'basic_text' backend: a hard-coded key), the key-file
// protector is used instead — see its threat model.
import type { SafeStorage } from 'electron';
import { KeyFileSecretProtector } from '../services/settings/key-file-secret-protector';
import { SecretUnreadableError, type SecretProtector } from '../services/settings/secret-protector';

const PREFIX = 'safe1:';

export class SafeStorageSecretProtector implements SecretProtector {
  readonly kind = 'electron-safe-storage';

  constructor(private readonly safeStorage: Pick<SafeStorage, 'encryptString' | 'decryptString'>) {}

  protect(secret: string): string {
    return PREFIX + this.safeStorage.encryptString(secret).toString('base64');
  }

  unprotect(sealed: string): string {
    if (!sealed.startsWith(PREFIX))
      throw new SecretUnreadableError('The stored secret was not sealed by safeStorage.');
    try {
      return this.safeStorage.decryptString(Buffer.from(sealed.slice(PREFIX.length), 'base64'));
    } catch (error) {
      throw new SecretUnreadableError('The OS keyring could not open the stored secret.', { cause: error });
    }
  }
}

/** safeStorage when it is backed by a real keyring (call after app ready), else the key file. */
export function shellSecretProtector(
  safeStorage: Pick<
    SafeStorage,
    'encryptString' | 'decryptString' | 'isEncryptionAvailable' | 'getSelectedStorageBackend'
  >,
  keyFile: string,
  platform: NodeJS.Platform = process.platform,
): SecretProtector {
  const realKeyring =
    safeStorage.isEncryptionAvailable() &&
    (platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text');
  return realKeyring ? new SafeStorageSecretProtector(safeStorage) : new KeyFileSecretProtector(keyFile);
}
