// npm run printer-sim -- [--port 9100] [--star] [--host 0.0.0.0] [--columns 48] [--name N] [--no-announce]
// Runs a network receipt printer on this machine (EPSON command set, or STAR) and shows each job it receives
// as it would come out on paper, for demos and for trying the app's printing without a printer. Like a real
// network receipt printer it announces itself over mDNS (_pdl-datastream._tcp), so the app's printer setup
// finds it on the network; --no-announce keeps it on 127.0.0.1 and quiet.

import os from 'node:os';
import { parseArgs } from 'node:util';
import { commandLine, type CommandLine } from '../common/command-line';
import { decodedDocumentText } from './decoded-document-text';
import { VirtualPrinter } from './virtual-printer';

const USAGE =
  'usage: npm run printer-sim -- [--port <tcp port, default 9100, 0 = free>] [--star]\n' +
  '       [--host <listen address, default 0.0.0.0; 127.0.0.1 with --no-announce>]\n' +
  '       [--columns <characters per line, default 48>] [--name <announced name>] [--no-announce]';

// Typed explicitly so TypeScript knows cli.fail() ends the program.
const cli: CommandLine = commandLine('printer-sim', USAGE);

async function main(): Promise<void> {
  const values = cli.parse(() =>
    parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        star: { type: 'boolean' },
        columns: { type: 'string' },
        name: { type: 'string' },
        'no-announce': { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }),
  );
  if (!values) return;
  const port = cli.port(values.port, 9100);
  const columns = cli.wholeNumber('columns', values.columns, 48);
  if (columns < 1) cli.fail('--columns must be at least 1');
  const commandSet = values.star ? 'star' : 'epson';

  const model = commandSet === 'star' ? 'STAR' : 'EPSON';
  const announce = values['no-announce'] !== true;
  // Announced addresses are the machine's network ones: it must listen there to be reachable at them.
  const host = values.host ?? (announce ? '0.0.0.0' : '127.0.0.1');
  const name = values.name?.trim() || `${model} receipt printer simulator on ${os.hostname().split('.')[0]}`;
  if (name.length > 63) cli.fail('--name must be at most 63 characters (an mDNS instance name)');
  const printer = await VirtualPrinter.start({
    port,
    host,
    commandSet,
    ...(announce ? { announce: { name, txt: { ty: `${model} receipt printer (simulator)` } } } : {}),
  });
  console.log(`Receipt printer (${model}) listening on ${printer.host}:${printer.port}`);
  if (announce) {
    console.log(`Announced on the network as "${name}" (_pdl-datastream._tcp).`);
    console.log('In the app: Devices → Find printers, then attach it with the command set ' + `${model}.`);
  } else {
    console.log(`Attach it in the app (Devices) as 127.0.0.1:${printer.port} with the command set ${model}.`);
  }
  console.log('Press Ctrl+C to stop.');

  printer.on('job', (job) => {
    const outcome = job.printed ? 'printed' : 'NOT printed (printer offline)';
    console.log(
      `\n${job.receivedAt} job ${job.id} from ${job.remote}: ${job.bytes.length} bytes, ${outcome}`,
    );
    for (const line of decodedDocumentText(job.document, columns)) console.log(line);
    console.log(`end of job ${job.id}`);
  });
  printer.on('interrupted', (job) =>
    console.log(`${job.receivedAt} a job from ${job.remote} was cut off (${job.bytes.length} bytes)`),
  );

  const shutdown = async (): Promise<void> => {
    console.log('Stopping: closing the port.');
    await printer.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(`printer-sim: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
