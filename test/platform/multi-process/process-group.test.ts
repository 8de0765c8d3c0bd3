// `npm run platform -- --processes N --database postgres://…`: several platform processes behind one address.
// A process that dies is replaced while the others keep answering at that address, and what was written
// through one process is there for all. On SQLite the option is refused: one process owns a data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runToExit, signIn, type PlatformProcess } from '../core/platform-cli';
import { requestOnce, sharedTestDatabase, type SharedDatabase } from './support/shared-database';

/** The group's members as the first process reports them: member number → pid of its current process. */
function members(group: PlatformProcess): Map<number, number> {
  const current = new Map<number, number>();
  for (const match of group.output().matchAll(/Platform process (\d+) \(pid (\d+)\) listening/g)) {
    current.set(Number(match[1]), Number(match[2]));
  }
  return current;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('several platform processes behind one address', () => {
  let database: SharedDatabase | undefined;
  const folders: string[] = [];
  afterEach(async () => {
    await database?.close();
    database = undefined;
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('refuses --processes on SQLite and says why', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'pos-platform-group-'));
    folders.push(folder);
    const exited = await runToExit('electron/platform/cli.ts', [
      '--port',
      '0',
      '--data',
      folder,
      '--processes',
      '2',
    ]);
    expect(exited.code).toBe(2);
    expect(exited.output).toContain(
      '--processes 2 needs --database postgres://…: on SQLite one process owns the data folder',
    );
  });

  it('keeps answering at its address while a killed process is replaced, losing nothing', async () => {
    database = await sharedTestDatabase();
    const group = await database.start(['--processes', '2']);
    expect(group.output()).toMatch(
      /Platform listening on http:\/\/127\.0\.0\.1:\d+ \(2 processes, data in PostgreSQL/,
    );
    const first = members(group);
    expect([...first.keys()].sort()).toEqual([1, 2]);
    expect(new Set(first.values()).size).toBe(2);

    const token = await signIn(group.url, 'admin');
    const store = {
      store_id: 'nyc',
      shop: 'us',
      label: 'New York',
      timezone: 'America/New_York',
      physical_address: { address_line_1: '1 Main St', city: 'New York', country_code: 'US' },
    };
    expect((await requestOnce(group.url, 'POST', '/v0/d/stores', { token, body: store })).status).toBe(201);

    // Each member in turn is killed: the group notices, the other one answers every request meanwhile (so
    // each member serves the address), and the replacement listens on the same address.
    let current = first;
    for (const member of [1, 2]) {
      const killed = current.get(member) as number;
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(() => expect(group.output()).toContain(`Platform process ${member} ended (SIGKILL)`), {
        timeout: 10_000,
      });
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const read = await requestOnce<{ label: string }>(group.url, 'GET', '/v0/d/stores/nyc', { token });
        expect(read.status).toBe(200);
        expect(read.body.label).toBe('New York');
      }
      current = await vi.waitFor(
        () => {
          const now = members(group);
          expect(now.get(member)).not.toBe(killed);
          return now;
        },
        { timeout: 60_000, interval: 100 },
      );
    }

    // Stopping the group stops every process in it.
    const pids = [...current.values()];
    await group.stop('SIGTERM');
    expect(group.child.exitCode).toBe(0);
    expect(pids.filter(isRunning)).toEqual([]);
  }, 240_000);
});
