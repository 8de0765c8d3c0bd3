// A platform process outlives its PostgreSQL connection: when the server ends the session (a restart, a
// failover, an operator's pg_terminate_backend) or stops answering, the request that meets it fails, a
// transaction it cut off keeps nothing, and the next request connects again — the process serves again
// without being restarted.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresDatabase } from '../../../electron/platform/db/postgres/postgres-database';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';

let cluster: PostgresCluster;
let admin: PostgresDatabase;

beforeAll(async () => {
  cluster = await startPostgresCluster();
  admin = new PostgresDatabase(cluster.url('postgres'));
  admin.exec('CREATE DATABASE lost_connections');
});

afterAll(async () => {
  admin?.close();
  await cluster?.stop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Blocks the calling thread, as a request in the platform does while it waits for the database. */
const blockFor = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function sessionOf(db: PostgresDatabase): number {
  return db.prepare('SELECT pg_backend_pid()').pluck().get() as number;
}

function endSession(pid: number): void {
  expect(admin.prepare('SELECT pg_terminate_backend(?)').pluck().get(pid)).toBe(1);
}

describe('a lost PostgreSQL connection', () => {
  it('is replaced by the next request when the server ended the session between requests', async () => {
    const db = new PostgresDatabase(cluster.url('lost_connections'));
    try {
      const before = sessionOf(db);
      endSession(before);
      await pause(500);
      const after = sessionOf(db);
      expect(after).not.toBe(before);
      // Statements prepared on the first connection are prepared again on the new one.
      expect(db.prepare('SELECT pg_backend_pid()').pluck().get()).toBe(after);
    } finally {
      db.close();
    }
  });

  it('fails a transaction it cut off whole, instead of committing the rest of it on a new connection', () => {
    const db = new PostgresDatabase(cluster.url('lost_connections'));
    try {
      db.exec('CREATE TABLE cut_off (n INT NOT NULL)');
      const insert = db.prepare('INSERT INTO cut_off (n) VALUES (?)');
      const pid = sessionOf(db);
      expect(() =>
        db.transaction(() => {
          insert.run(1);
          endSession(pid);
          blockFor(500);
          insert.run(2);
        })(),
      ).toThrow(/lost during the transaction|terminat/i);
      expect(db.prepare('SELECT count(*) FROM cut_off').pluck().get()).toBe(0);
      db.transaction(() => insert.run(3))();
      expect(db.prepare('SELECT n FROM cut_off').pluck().all()).toEqual([3]);
    } finally {
      db.close();
    }
  });

  it('gives up a connection that stops answering, and connects again for the next request', async () => {
    const proxy = await startSilencingProxy(cluster.port);
    const db = new PostgresDatabase(`postgres://postgres@127.0.0.1:${proxy.port}/lost_connections`, {
      statementTimeoutMs: 300,
      answerGraceMs: 700,
    });
    try {
      expect(db.prepare('SELECT 1 AS n').pluck().get()).toBe(1);
      await proxy.silenceOpenConnections();
      expect(() => db.prepare('SELECT 2 AS n').pluck().get()).toThrow(
        /did not answer within 1000 ms; the connection was given up/,
      );
      expect(db.prepare('SELECT 3 AS n').pluck().get()).toBe(3);
    } finally {
      db.close();
      proxy.child.kill();
    }
  });
});

/**
 * A TCP relay to PostgreSQL in its own process (this thread blocks while it waits for the database), which
 * on request stops relaying on the connections open at that moment — a network that drops everything — while
 * new connections go through.
 */
async function startSilencingProxy(targetPort: number) {
  const child: ChildProcess = spawn(process.execPath, ['-e', RELAY_SOURCE, String(targetPort)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [port] = (await once(child, 'message')) as [number];
  return {
    child,
    port,
    async silenceOpenConnections() {
      child.send('silence');
      await once(child, 'message');
    },
  };
}

const RELAY_SOURCE = `
const net = require('node:net');
const target = Number(process.argv[1]);
const pairs = [];
const server = net.createServer((client) => {
  const upstream = net.connect(target, '127.0.0.1');
  const pair = { silent: false };
  pairs.push(pair);
  client.on('data', (data) => { if (!pair.silent) upstream.write(data); });
  upstream.on('data', (data) => { if (!pair.silent) client.write(data); });
  for (const socket of [client, upstream]) socket.on('error', () => {});
  client.on('close', () => upstream.destroy());
  upstream.on('close', () => client.destroy());
});
server.listen(0, '127.0.0.1', () => process.send(server.address().port));
process.on('message', () => {
  for (const pair of pairs) pair.silent = true;
  process.send('silenced');
});
`;
