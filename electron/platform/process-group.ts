// `npm run platform -- --processes N --database postgres://…`: several platform processes behind one address.
// The first process (node:cluster's primary) serves nothing itself: it starts N platform processes that all
// listen on the same port (the primary accepts the connections and hands them out in turn), prints the
// address once every one of them listens, and starts another whenever one dies, so the address keeps
// answering. Every process keeps its data in the one PostgreSQL database (any process answers any call) and
// has a data folder of its own under --data (downloaded import archives; one platform per folder).
import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';

/** Tells a started process which member of the group it is (1…N), so it takes its own data folder. */
const MEMBER_ENV = 'PLATFORM_PROCESS_NUMBER';

/** What a member sends the primary once it listens. */
interface ListeningMessage {
  kind: 'platform-listening';
  url: string;
}

/** The group member this process is (1…N), or undefined outside a group. */
export function processGroupMember(): number | undefined {
  if (!cluster.isWorker) return undefined;
  return Number(process.env[MEMBER_ENV]);
}

/** A member's own data folder inside the group's. */
export function memberDataDir(dataDir: string, member: number): string {
  return join(dataDir, `process-${member}`);
}

/** Called by a member once its server listens: the primary prints the address when all are up. */
export function reportListening(url: string): void {
  const message: ListeningMessage = { kind: 'platform-listening', url };
  process.send?.(message);
}

/**
 * The primary: starts `processes` members and keeps that many running until SIGINT/SIGTERM, which it
 * passes on to every member before it exits. `describe` says where the data is, for the first line.
 */
export function runProcessGroup(processes: number, describe: string): void {
  const members = new Map<Worker, number>();
  const listening = new Set<number>();
  let ready = false;
  let stopping = false;
  let exitCode = 0;

  const start = (member: number) => {
    const worker = cluster.fork({ [MEMBER_ENV]: String(member) });
    members.set(worker, member);
    worker.on('message', (message: Partial<ListeningMessage>) => {
      if (message.kind !== 'platform-listening' || typeof message.url !== 'string') return;
      console.log(`Platform process ${member} (pid ${worker.process.pid}) listening`);
      listening.add(member);
      if (!ready && listening.size === processes) {
        ready = true;
        console.log(`Platform listening on ${message.url} (${processes} processes, ${describe})`);
      }
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const member = members.get(worker);
    members.delete(worker);
    if (member === undefined) return;
    listening.delete(member);
    if (stopping) {
      if (members.size === 0) process.exit(exitCode);
      return;
    }
    if (!ready) {
      // A member that cannot start (the database unreachable, a bad option) would fail again: stop here.
      console.error(`Platform process ${member} ended (${signal ?? code}) before the group was ready.`);
      stopping = true;
      exitCode = 1;
      for (const other of members.keys()) other.process.kill('SIGTERM');
      if (members.size === 0) process.exit(exitCode);
      return;
    }
    console.log(`Platform process ${member} ended (${signal ?? code}); starting another in its place`);
    start(member);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the ${members.size} platform processes`);
    if (members.size === 0) process.exit(0);
    for (const worker of members.keys()) worker.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let member = 1; member <= processes; member += 1) start(member);
}
