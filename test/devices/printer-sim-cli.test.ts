import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaperDocument } from '../../electron/services/printing/documents/paper-document';
import { renderForThermalPrinter } from '../../electron/services/printing/documents/thermal-renderer';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcessWithoutNullStreams[] = [];

/** Run the CLI as `npm run printer-sim` does (tsx), in one process so signals reach it directly. */
function startCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/devices/printer-sim-cli.ts', ...args], {
    cwd: REPO_ROOT,
  });
  children.push(child);
  const lines: string[] = [];
  const waiting: { match: RegExp; resolve: () => void }[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const waiter of [...waiting]) {
      if (waiter.match.test(line)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  /** Resolves with everything printed so far once a line matches. */
  const until = (match: RegExp): Promise<string[]> =>
    lines.some((line) => match.test(line))
      ? Promise.resolve([...lines])
      : new Promise((resolve) => waiting.push({ match, resolve: () => resolve([...lines]) }));
  return { child, until };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A job as the app sends it: one connection, the bytes, then close. */
function sendJob(port: number, bytes: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => socket.end(bytes));
    socket.on('error', reject);
    socket.on('close', () => resolve());
  });
}

const RECEIPT: PaperDocument = {
  type: 'test_page',
  title: 'Demo receipt',
  locale: 'en-US',
  blocks: [
    { kind: 'heading', text: 'SOHO STORE' },
    { kind: 'row', left: 'Canvas tote', right: '$19.99' },
    { kind: 'row', left: 'TOTAL', right: '$19.99', bold: true },
    { kind: 'scan-code', symbology: 'CODE128', data: 'W-1234', caption: 'Order W-1234' },
  ],
};

describe('npm run printer-sim', () => {
  it('runs a STAR printer that shows each job as its paper reads, until Ctrl+C stops it', async () => {
    const { child, until } = startCli(['--port', '0', '--star', '--no-announce']);
    const started = await until(/listening on/);
    const listening = started.find((line) => line.includes('listening on'))!;
    expect(listening).toMatch(/^Receipt printer \(STAR\) listening on 127\.0\.0\.1:\d+$/);
    const port = Number(/:(\d+)$/.exec(listening)?.[1]);

    await sendJob(port, renderForThermalPrinter(RECEIPT, { model: 'STAR' }));
    const output = await until(/^end of job 1$/);
    const job = output.slice(output.findIndex((line) => /job 1 from 127\.0\.0\.1:\d+/.test(line)));
    expect(job[0]).toMatch(/job 1 from 127\.0\.0\.1:\d+: \d+ bytes, printed$/);
    // Bold double-height heading centred on 48 columns; the bold total flush right; the code with its payload.
    expect(job).toContain(`B2|${' '.repeat(19)}SOHO STORE`);
    expect(job).toContain(`  |Canvas tote${' '.repeat(31)}$19.99`);
    expect(job).toContain(`B |TOTAL${' '.repeat(37)}$19.99`);
    expect(job).toContain('  |[CODE128 barcode: W-1234]');
    expect(job.some((line) => /^ {2}-+ (full|partial) cut 8<$/.test(line))).toBe(true);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    await until(/Stopping/);
    expect(await exited).toBe(0);
    await expect(sendJob(port, Buffer.from('late\n'))).rejects.toThrow(/ECONNREFUSED/);
  });

  it('explains a port that is not a number and exits with status 2', async () => {
    const { child } = startCli(['--port', 'ninety']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--port must be a whole number, got "ninety"');
  });
});
