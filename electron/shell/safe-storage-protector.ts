// Secrets at rest in the desktop app. The services run in the host process, where Electron's safeStorage
// (macOS Keychain, Windows DPAPI, libsecret/kwallet on Linux) does not exist: it is a main-process API. So
// the main process keeps one random AES-256-GCM key sealed by safeStorage (the way Chromium's own cookie
// encryption keeps its key in the keyring) and hands the opened key to the host process at start, which
// seals the token with it. Where there is no real keyring (Linux 'basic_text' backend: a hard-coded key),
// no key is handed over and the host uses its key file instead — see key-file-secret-protector.ts.
import type { SafeStorage } from 'electron';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { newSecretKey } from '../services/settings/key-file-secret-protector';

type KeyringApi = Pick<
  SafeStorage,
  'encryptString' | 'decryptString' | 'isEncryptionAvailable' | 'getSelectedStorageBackend'
>;

/** True when safeStorage is backed by a real keyring (call after app ready). */
export function hasRealKeyring(
  safeStorage: KeyringApi,
  platform: NodeJS.Platform = process.platform,
): boolean {
  return (
    safeStorage.isEncryptionAvailable() &&
    (platform !== 'linux' || safeStorage.getSelectedStorageBackend() !== 'basic_text')
  );
}

/**
 * The secrets key, base64, opened from `sealedKeyFile` (created on first use), or undefined where there is
 * no real keyring. A file the keyring cannot open (another user's, a restored backup) is replaced: the
 * stored sign-ins it protected are lost and associates sign in again, which is the safe outcome.
 */
export function openKeyringSecretKey(
  safeStorage: KeyringApi,
  sealedKeyFile: string,
  log: (message: string) => void,
  platform: NodeJS.Platform = process.platform,
): string | undefined {
  if (!hasRealKeyring(safeStorage, platform)) return undefined;
  if (existsSync(sealedKeyFile)) {
    try {
      const key = safeStorage.decryptString(readFileSync(sealedKeyFile));
      if (Buffer.from(key, 'base64').length === 32) return key;
      log(`The sealed secrets key in ${sealedKeyFile} is damaged: a new one is made.`);
    } catch (error) {
      log(`The OS keyring could not open ${sealedKeyFile} (${(error as Error).message}): a new key is made.`);
    }
  }
  const key = newSecretKey().toString('base64');
  mkdirSync(dirname(sealedKeyFile), { recursive: true });
  writeFileSync(sealedKeyFile, safeStorage.encryptString(key), { mode: 0o600 });
  return key;
}
