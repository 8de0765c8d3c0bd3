// Several platform processes on one PostgreSQL database (contract: Events stream): a workstation's stream
// open on one process gets the events written through any other, at once (the writer's commit notifies),
// in id order, none skipped, while several processes write at the same time.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_LISTENER_NAME } from '../../../electron/platform/events/event-stream-routes';
import { passwordToken } from '../../support/platform-token';
import { storeWithDrawers, transaction } from '../cash/cash-fixture';
import { openEventStream } from '../support/event-stream-reader';
import { startTestPlatform, type TestPlatform } from '../support/platform-fixture';
import { sharedTestDatabase, type SharedDatabase } from './support/shared-database';

/** So long that the stream's process never polls during a test: only a notification can bring an event. */
const NO_POLLING_MS = 3_600_000;
/** The drawers written to all at once; `first` and `cut` belong to one test each. */
const DRAWERS = ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'];
const SALES_PER_DRAWER = 7;

/** Records one drawer transaction through the process at `url`, as a workstation connected there would. */
async function recordThrough(url: string, token: string, drawerId: string, body: unknown): Promise<void> {
  const response = await fetch(`${url}/v0/d/cash_drawers/${drawerId}/transactions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** A drawer transaction happening now (every process checks times against its own clock). */
const happeningNow = (type: string, amount: number) =>
  transaction('nyc', type, amount, { created_at: new Date().toISOString() });

describe('events stream across platform processes', () => {
  let shared: SharedDatabase;
  /** The test's own process: the one the workstations stream from. */
  let streaming: TestPlatform;
  /** Two more processes (the CLI) on the same database, as other machines behind the address run them. */
  let others: Array<{ url: string }> = [];
  let database: string;
  let reader: pg.Client;

  /** The log's ids after `afterId`, as the database holds them once every writer is done. */
  const loggedIdsAfter = async (afterId: number): Promise<number[]> =>
    (
      await reader.query<{ event_seq: string }>(
        'SELECT event_seq FROM store_events WHERE event_seq > $1 ORDER BY event_seq',
        [afterId],
      )
    ).rows.map((row) => Number(row.event_seq));

  beforeAll(async () => {
    shared = await sharedTestDatabase();
    database = shared.url;
    streaming = await startTestPlatform({ database, eventStream: { pollMs: NO_POLLING_MS } });
    await storeWithDrawers(streaming, 'nyc', [...DRAWERS, 'first', 'cut']);
    others = await Promise.all([shared.start(), shared.start()]);
    reader = new pg.Client(database);
    await reader.connect();
  }, 240_000);

  afterAll(async () => {
    await reader?.end();
    await streaming?.close();
    await shared?.close();
  }, 60_000);

  it('brings a workstation the event written through another process at once, and resumes on any', async () => {
    const [other] = others;
    const token = await passwordToken(other!.url, 'manager');
    const stream = await openEventStream(streaming.url, await streaming.tokenFor('manager'));
    try {
      expect((await stream.next()).event).toBe('stream.ready');
      const opening = happeningNow('daily_open', 200);
      await recordThrough(other!.url, token, 'first', opening);

      const [event] = await stream.events(1);
      expect(event!.type).toBe('cash.transaction');
      expect(event!.data.drawer_id).toBe('first');
      expect(event!.data.transaction.transaction_id).toBe(opening.transaction_id);

      // The workstation may resume on another process: the same event, by the same id.
      const resumed = await openEventStream(other!.url, token, { lastEventId: event!.id - 1 });
      try {
        expect(await resumed.events(1)).toEqual([event]);
      } finally {
        resumed.close();
      }
    } finally {
      stream.close();
    }
  });

  it('streams every event of three processes writing at once, in id order, none skipped or twice', async () => {
    const writers = [others[0]!.url, others[1]!.url, streaming.url];
    const tokens = await Promise.all(writers.map((url) => passwordToken(url, 'manager')));
    const stream = await openEventStream(streaming.url, await streaming.tokenFor('manager'));
    const posted: string[] = [];
    try {
      const ready = await stream.next();
      expect(ready.event).toBe('stream.ready');
      const readyAt = JSON.parse(ready.data).latest_event_id as number;

      // One chain of transactions per drawer, all chains at once; each transaction goes through the next
      // process in turn, so every process writes while the others do.
      await Promise.all(
        DRAWERS.map(async (drawerId, chain) => {
          const steps = [
            happeningNow('daily_open', 200),
            ...Array.from({ length: SALES_PER_DRAWER }, (_, sale) => happeningNow('cash_sale', sale + 1)),
          ];
          for (const [step, body] of steps.entries()) {
            const writer = (chain + step) % writers.length;
            await recordThrough(writers[writer]!, tokens[writer]!, drawerId, body);
            posted.push(body.transaction_id);
          }
        }),
      );

      const logged = await loggedIdsAfter(readyAt);
      expect(logged).toHaveLength(posted.length);
      const streamed = await stream.events(logged.length);
      expect(streamed.map((event) => event.id)).toEqual(logged);
      expect(streamed.map((event) => event.data.transaction.transaction_id).sort()).toEqual(posted.sort());
      // Nothing more: no event came twice.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(stream.pending().filter((message) => !message.event.startsWith('stream.'))).toEqual([]);
    } finally {
      stream.close();
    }
  }, 180_000);

  it('listens again after its connection to the database is cut, missing nothing written meanwhile', async () => {
    const [other] = others;
    const token = await passwordToken(other!.url, 'manager');
    await recordThrough(other!.url, token, 'cut', happeningNow('daily_open', 200));
    const listeners = async () =>
      (
        await reader.query(
          `SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = $1 AND query LIKE 'LISTEN%'`,
          [EVENTS_LISTENER_NAME],
        )
      ).rowCount;
    const stream = await openEventStream(streaming.url, await streaming.tokenFor('manager'));
    try {
      expect((await stream.next()).event).toBe('stream.ready');
      // Every process's listening connection to this database is cut, as a database restart or a network
      // failure would; a sale is recorded before they are back.
      const cut = await reader.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1`,
        [EVENTS_LISTENER_NAME],
      );
      expect(cut.rowCount).toBe(3);
      const meanwhile = happeningNow('cash_sale', 5);
      await recordThrough(other!.url, token, 'cut', meanwhile);
      const [missed] = await stream.events(1);
      expect(missed!.data.transaction.transaction_id).toBe(meanwhile.transaction_id);

      // Each process listens again on its own; the next sale arrives by notification as before.
      await expect.poll(listeners, { timeout: 20_000 }).toBe(3);
      const after = happeningNow('cash_sale', 6);
      await recordThrough(other!.url, token, 'cut', after);
      const [next] = await stream.events(1);
      expect(next!.data.transaction.transaction_id).toBe(after.transaction_id);
    } finally {
      stream.close();
    }
  });

  it('gives event ids in commit order: an appender waits until the one before it commits', async () => {
    const first = new pg.Client(database);
    const second = new pg.Client(database);
    await Promise.all([first.connect(), second.connect()]);
    try {
      const secondPid = (await second.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await first.query('BEGIN');
      await first.query(`SELECT store_events_append('probe.first', NULL, '{}')`);
      await second.query('BEGIN');
      let secondAppended = false;
      const secondAppend = second
        .query(`SELECT store_events_append('probe.second', NULL, '{}')`)
        .then(() => (secondAppended = true));

      // The second transaction waits for the first's lock rather than take the next id and commit first.
      await expect
        .poll(
          async () =>
            (await reader.query('SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1', [secondPid]))
              .rows[0]?.wait_event_type,
          { timeout: 10_000 },
        )
        .toBe('Lock');
      expect(secondAppended).toBe(false);

      await first.query('COMMIT');
      await secondAppend;
      await second.query('COMMIT');
      const probes = await reader.query<{ type: string }>(
        `SELECT type FROM store_events WHERE type LIKE 'probe.%' ORDER BY event_seq`,
      );
      expect(probes.rows.map((row) => row.type)).toEqual(['probe.first', 'probe.second']);
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
  });
});
