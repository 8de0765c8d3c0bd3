// Platform processes (the CLI, each its own OS process) one after the other on one test storage, trusting a
// test archive server: for tests that kill the process running an import and start another.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformStorage } from '../../../../electron/platform/db/database';
import { startPlatformProcess, storageArguments, type PlatformProcess } from '../../core/platform-cli';
import { releaseTestPlatformStorage, testPlatformStorage } from '../../support/platform-fixture';
import { startArchiveServer, type ArchiveServer } from './archive-server';
import { createTestCertificates } from './test-certificates';

export interface ImportProcesses {
  storage: PlatformStorage;
  server: ArchiveServer;
  /** A platform process on the storage (`args` added to the command). */
  start(args?: string[]): Promise<PlatformProcess>;
  /** Kills every process still running, stops the server, deletes the storage. */
  close(): Promise<void>;
}

export async function startImportProcesses(prefix: string): Promise<ImportProcesses> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const dataDir = join(folder, 'platform');
  const caFile = join(folder, 'ca.pem');
  const storage = await testPlatformStorage(dataDir);
  const certificates = createTestCertificates();
  writeFileSync(caFile, certificates.caPem);
  const server = await startArchiveServer(certificates);
  const running: PlatformProcess[] = [];
  return {
    storage,
    server,
    async start(args = []) {
      // The platform process trusts the archive server's test CA as a store would trust its own CA.
      const platform = await startPlatformProcess(
        ['--port', '0', ...args, ...storageArguments(storage)],
        45_000,
        { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
      );
      running.push(platform);
      return platform;
    },
    async close() {
      for (const platform of running) await platform.stop('SIGKILL');
      await server.close();
      await releaseTestPlatformStorage(dataDir);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
