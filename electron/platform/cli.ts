// `npm run platform -- --port N --data DIR [--database postgres://…] [--processes N] [--users FILE] [--demo]
// [--s3-endpoint URL] [--import-lease SECONDS]`
// Starts the embedded platform on 127.0.0.1 as a standalone server a store can run for its workstations, on
// SQLite in the data folder, or on a PostgreSQL database that several platform processes share (--processes
// starts them behind one address: process-group.ts).
import cluster from 'node:cluster';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { commandLine, type CommandLine } from '../common/command-line';
import { DEFAULT_USERS, UserDirectory } from './auth/user-directory';
import { createPlatform } from './server';
import { DEFAULT_IMPORT_LEASE_MS } from './import/import-queue';
import { redactedUrl } from './db/postgres/redacted-url';
import { loadDemoTenant } from './demo/demo-tenant';
import { memberDataDir, processGroupMember, reportListening, runProcessGroup } from './process-group';

/** Where the PostgreSQL URL may come from instead of --database, so its password is not in `ps` output. */
const DATABASE_ENV = 'PLATFORM_DATABASE';

const USAGE =
  'Usage: npm run platform -- --port N --data DIR [--database postgres://USER:PASSWORD@HOST:PORT/DB] ' +
  '[--processes N] [--users FILE] [--demo] [--s3-endpoint URL] [--import-lease SECONDS] [--log]\n' +
  `(the database URL may come from the ${DATABASE_ENV} environment variable instead, out of the process list)`;

// Typed explicitly so TypeScript knows cli.fail() ends the program.
const cli: CommandLine = commandLine('platform', USAGE);

async function main(): Promise<void> {
  const values = cli.parse(() =>
    parseArgs({
      options: {
        port: { type: 'string', default: '8080' },
        data: { type: 'string', default: '.data/platform' },
        database: { type: 'string' },
        processes: { type: 'string', default: '1' },
        users: { type: 'string' },
        demo: { type: 'boolean', default: false },
        's3-endpoint': { type: 'string' },
        'import-lease': { type: 'string' },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }),
  );
  if (!values) return;
  const port = cli.port(values.port, 8080);
  const database = values.database ?? process.env[DATABASE_ENV];
  const where = database ? `data in PostgreSQL, ${redactedUrl(database)}` : `data in ${resolve(values.data)}`;
  const processes = cli.wholeNumber('processes', values.processes, 1);
  // How soon another process takes over an import whose process died (PostgreSQL).
  const importLeaseSeconds = cli.wholeNumber(
    'import-lease',
    values['import-lease'],
    DEFAULT_IMPORT_LEASE_MS / 1000,
  );
  if (importLeaseSeconds < 1) cli.fail(`--import-lease must be at least 1 second, got ${importLeaseSeconds}`);
  if (processes > 1 && !database) {
    cli.fail(
      `--processes ${processes} needs --database postgres://…: on SQLite one process owns the data folder, ` +
        'so several processes need a PostgreSQL database to share',
    );
  }
  if (processes > 1 && cluster.isPrimary) {
    runProcessGroup(processes, where);
    return;
  }
  // In a group, each process has a folder of its own and the first one alone loads the demo tenant.
  const member = processGroupMember();
  const dataDir = member ? memberDataDir(resolve(values.data), member) : resolve(values.data);
  const users = values.users
    ? UserDirectory.fromFile(resolve(values.users))
    : new UserDirectory(DEFAULT_USERS);

  const platform = await createPlatform({
    dataDir,
    ...(database ? { database } : {}),
    users,
    logger: values.log,
    ...(values['s3-endpoint'] ? { s3Endpoint: values['s3-endpoint'] } : {}),
    importLeaseMs: importLeaseSeconds * 1000,
  });
  if (values.demo && (member ?? 1) === 1) {
    const summary = loadDemoTenant(platform.context);
    console.log(
      summary.created ? `Demo tenant loaded: ${summary.description}` : 'Demo tenant already present.',
    );
  }
  const url = await platform.listen(port, '127.0.0.1');
  if (member) reportListening(url);
  else console.log(`Platform listening on ${url} (${where})`);
  if (!values.users && (member ?? 1) === 1) {
    console.log(
      'No --users file: the loopback users admin/admin, manager/manager and associate/associate can sign in.',
    );
  }

  const shutdown = async (signal: string) => {
    console.log(`${signal}: stopping the platform`);
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`The platform could not start: ${(error as Error).message}`);
  process.exit(1);
});
