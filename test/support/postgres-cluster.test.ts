import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startPostgresCluster } from './postgres-cluster';

function clusterFolders(): string[] {
  return readdirSync(tmpdir()).filter((name) => name.startsWith('pos-postgres-'));
}

describe('the test PostgreSQL cluster', () => {
  it('serves on loopback with byte-order text, and leaves nothing behind when stopped', async () => {
    const before = new Set(clusterFolders());
    const cluster = await startPostgresCluster();
    const folder = clusterFolders().find((name) => !before.has(name));
    expect(folder).toBeDefined();
    expect(cluster.host).toBe('127.0.0.1');

    const client = new pg.Client(cluster.url('postgres'));
    await client.connect();
    try {
      const { rows } = await client.query<{ collation: string; encoding: string; listen: string }>(
        `SELECT current_setting('lc_collate') AS collation, current_setting('server_encoding') AS encoding,
                current_setting('listen_addresses') AS listen`,
      );
      // The platform compares and orders text byte by byte, as SQLite does: the cluster is made with "C".
      expect(rows).toEqual([{ collation: 'C', encoding: 'UTF8', listen: '127.0.0.1' }]);
    } finally {
      await client.end();
    }

    await cluster.stop();
    expect(existsSync(join(tmpdir(), folder ?? ''))).toBe(false);
    const refused = new pg.Client({
      connectionString: cluster.url('postgres'),
      connectionTimeoutMillis: 5_000,
    });
    await expect(refused.connect()).rejects.toThrow(/ECONNREFUSED/);
  });
});
