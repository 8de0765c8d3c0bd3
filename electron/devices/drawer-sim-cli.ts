// npm run drawer-sim -- --serial CD-1234 [--model M] [--port N] [--host H] [--auto-close-ms MS] [--no-announce]
// Runs a simulated integrated cash drawer on this machine and narrates what happens to it.

import { parseArgs } from 'node:util';
import { commandLine, type CommandLine } from '../common/command-line';
import readline from 'node:readline';
import { DrawerSimulator } from './drawer-simulator';

const USAGE =
  'usage: npm run drawer-sim -- --serial <code on the drawer> [--model <model>] [--port <tcp port, 0 = free>]\n' +
  '       [--host <listen address, default 0.0.0.0>] [--auto-close-ms <ms, 0 = stays open>] [--no-announce]';

// Typed explicitly so TypeScript knows cli.fail() ends the program.
const cli: CommandLine = commandLine('drawer-sim', USAGE);

async function main(): Promise<void> {
  const values = cli.parse(() =>
    parseArgs({
      options: {
        serial: { type: 'string' },
        model: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        'auto-close-ms': { type: 'string' },
        'no-announce': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }),
  );
  if (!values) return;
  const serial = values.serial?.trim();
  if (!serial) cli.fail('--serial is required (the code printed on the drawer)');
  const port = cli.port(values.port, 0);
  const autoCloseMs = cli.wholeNumber('auto-close-ms', values['auto-close-ms'], 4000);
  const announce = !values['no-announce'];

  const drawer = await DrawerSimulator.start({
    serial,
    ...(values.model ? { model: values.model } : {}),
    port,
    host: values.host ?? '0.0.0.0',
    announce,
    autoCloseAfterMs: autoCloseMs === 0 ? null : autoCloseMs,
  });

  console.log(
    `Cash drawer ${drawer.serial} (model ${drawer.model}) listening on ${drawer.host}:${drawer.port}`,
  );
  console.log(
    announce
      ? `Announced over mDNS as "${drawer.name}" (_cashdrawer._tcp, TXT serial=${drawer.serial} model=${drawer.model})`
      : 'Not announced over mDNS (--no-announce)',
  );
  console.log(
    autoCloseMs === 0
      ? 'The drawer stays open until you press Enter (the associate pushing it shut).'
      : `The drawer closes by itself ${autoCloseMs} ms after opening; press Enter to push it shut sooner.`,
  );
  console.log('Press Ctrl+C to stop.');

  drawer.on('kick', (kick) => {
    const outcome = kick.opened
      ? 'drawer OPENS'
      : drawer.isOpen
        ? 'already open'
        : `not wired to pin ${kick.pin}`;
    console.log(`${kick.at} kick on pin ${kick.pin} (${kick.onMs} ms pulse) from ${kick.remote}: ${outcome}`);
  });
  drawer.on('closed', (how) =>
    console.log(
      `${new Date().toISOString()} drawer CLOSED (${how === 'auto' ? 'closed by itself' : 'pushed shut'})`,
    ),
  );
  drawer.on('status-request', ({ open }) =>
    console.log(`${new Date().toISOString()} status asked: ${open ? 'open' : 'closed'}`),
  );

  const input = readline.createInterface({ input: process.stdin });
  input.on('line', () => {
    if (drawer.isOpen) drawer.close();
    else console.log('The drawer is already closed.');
  });

  const shutdown = async (): Promise<void> => {
    console.log('Stopping: sending mDNS goodbye and closing the port.');
    input.close();
    await drawer.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`drawer-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
