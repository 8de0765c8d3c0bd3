// The platform shipped with the app: started in this process on 127.0.0.1, its SQLite data in the app's
// data folder, the deterministic demo tenant loaded on first start — so a new workstation needs nothing but
// signing in (admin/admin, manager/manager, associate/associate). It keeps its port across restarts (saved
// in its data folder), so other workstations pointed at it find it again.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/** The file, in the platform's data folder, that remembers the port it listened on. */
export const PORT_FILE = 'listen-port.json';

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
    const url = await listenOnSavedPort(dataDir, (port) => platform.listen(port, '127.0.0.1'), log);
    log(`Embedded platform listening on ${url} (data in ${dataDir}).`);
    return { url, close: () => platform.close() };
  } catch (error) {
    await platform.close();
    throw error;
  }
}

/**
 * Listens on the port of the last start (a free one the first time) and saves the port in use. When that
 * port is taken by another program, listens on a free one instead and says so: workstations pointed at
 * the old address must be pointed at the new one.
 */
async function listenOnSavedPort(
  dataDir: string,
  listen: (port: number) => Promise<string>,
  log: (message: string) => void,
): Promise<string> {
  const saved = readSavedPort(dataDir);
  let url: string;
  if (saved === undefined) {
    url = await listen(0);
  } else {
    try {
      url = await listen(saved);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      url = await listen(0);
      log(
        `Embedded platform: port ${saved} (its address until now, http://127.0.0.1:${saved}) is taken by ` +
          `another program, so it listens on ${url} instead. Point other workstations that used the old ` +
          `address at ${url} (Sign in → Company platform), or free port ${saved} and restart.`,
      );
    }
  }
  const port = Number(new URL(url).port);
  if (port !== saved) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, PORT_FILE), `${JSON.stringify({ port })}\n`);
  }
  return url;
}

function readSavedPort(dataDir: string): number | undefined {
  try {
    const { port } = JSON.parse(readFileSync(join(dataDir, PORT_FILE), 'utf8')) as { port?: unknown };
    return Number.isInteger(port) && (port as number) > 0 && (port as number) < 65_536
      ? (port as number)
      : undefined;
  } catch {
    // No file yet (first start), or one that is not ours to trust: a free port, saved anew.
    return undefined;
  }
}
