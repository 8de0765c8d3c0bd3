// `npm run platform -- --port N --data DIR [--users FILE] [--demo] [--s3-endpoint URL]`
// Starts the embedded platform on 127.0.0.1 as a standalone server a store can run for its workstations.
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { DEFAULT_USERS, UserDirectory } from './auth/user-directory';
import { createPlatform } from './server';
import { loadDemoTenant } from './demo/demo-tenant';

const USAGE =
  'Usage: npm run platform -- --port N --data DIR [--users FILE] [--demo] [--s3-endpoint URL] [--log]';

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string', default: '8080' },
        data: { type: 'string', default: '.data/platform' },
        users: { type: 'string' },
        demo: { type: 'boolean', default: false },
        's3-endpoint': { type: 'string' },
        log: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`--port must be a whole number from 0 to 65535, got '${values.port}'.\n${USAGE}`);
    process.exit(2);
  }
  const dataDir = resolve(values.data);
  const users = values.users
    ? UserDirectory.fromFile(resolve(values.users))
    : new UserDirectory(DEFAULT_USERS);

  const platform = await createPlatform({
    dataDir,
    users,
    logger: values.log,
    ...(values['s3-endpoint'] ? { s3Endpoint: values['s3-endpoint'] } : {}),
  });
  if (values.demo) {
    const summary = loadDemoTenant(platform.context);
    console.log(
      summary.created ? `Demo tenant loaded: ${summary.description}` : 'Demo tenant already present.',
    );
  }
  const url = await platform.listen(port, '127.0.0.1');
  console.log(`Platform listening on ${url} (data in ${dataDir})`);
  if (!values.users) {
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
