import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';

/**
 * The certificate authorities an archive download trusts: Node's bundled roots, the file named by
 * NODE_EXTRA_CA_CERTS (Node adds it to its default store, but an explicit `ca` list replaces that store, so it
 * is read here again), and the platform's extraCaCertificates (tests use a local CA).
 */
export function trustedCertificates(extra: readonly string[] = []): string[] {
  const fromEnvironment: string[] = [];
  const extraFile = process.env.NODE_EXTRA_CA_CERTS;
  if (extraFile) {
    try {
      fromEnvironment.push(readFileSync(extraFile, 'utf8'));
    } catch {
      // Node itself only warns about an unreadable NODE_EXTRA_CA_CERTS; do the same by ignoring it.
    }
  }
  return [...rootCertificates, ...fromEnvironment, ...extra];
}
