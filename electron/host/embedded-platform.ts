// The platform shipped with the app: started in this process on a free 127.0.0.1 port, its SQLite data in
// the app's data folder, the deterministic demo tenant loaded on first start — so a new workstation needs
// nothing but signing in (admin/admin, manager/manager, associate/associate).
import { join } from 'node:path';
import { loadDemoTenant } from '../platform/demo/demo-tenant';
import { createPlatform } from '../platform/server';

export interface EmbeddedPlatform {
  /** `http://127.0.0.1:PORT`. */
  readonly url: string;
  close(): Promise<void>;
}

/** Where the embedded platform keeps its data inside the app's data folder. */
export function embeddedPlatformDataDir(appDataDir: string): string {
  return join(appDataDir, 'platform');
}

export interface EmbeddedPlatformOptions {
  /**
   * Certificates (PEM) trusted for https:// archive downloads besides the system's: the workstation's own
   * archive share (services/archive-share) serves catalogs chosen here with a per-launch certificate.
   */
  extraCaCertificates?: string[];
}

export async function startEmbeddedPlatform(
  appDataDir: string,
  log: (message: string) => void,
  options: EmbeddedPlatformOptions = {},
): Promise<EmbeddedPlatform> {
  const dataDir = embeddedPlatformDataDir(appDataDir);
  const platform = await createPlatform({
    dataDir,
    ...(options.extraCaCertificates ? { extraCaCertificates: options.extraCaCertificates } : {}),
  });
  try {
    const demo = await loadDemoTenant(platform.context);
    if (demo.created) log(`Embedded platform: demo tenant loaded (${demo.description}).`);
    const url = await platform.listen(0, '127.0.0.1');
    log(`Embedded platform listening on ${url} (data in ${dataDir}).`);
    return { url, close: () => platform.close() };
  } catch (error) {
    await platform.close();
    throw error;
  }
}
