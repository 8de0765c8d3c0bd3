// Secrets at rest (the platform access token). One interface, one implementation per runtime:
// Electron's safeStorage in the shell (OS keychain / DPAPI / libsecret), an AES-256-GCM key file elsewhere.

export interface SecretProtector {
  /** How the secret is protected, for logs and the settings screen (`electron-safe-storage`, `aes-256-gcm-key-file`). */
  readonly kind: string;
  /** Seals a secret into text that is safe to write to the settings file. */
  protect(secret: string): string;
  /** Opens what protect() sealed; throws SecretUnreadableError when it was sealed by another key or altered. */
  unprotect(sealed: string): string;
}

export class SecretUnreadableError extends Error {
  readonly code = 'secret_unreadable';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SecretUnreadableError';
  }
}
