import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DrawerClient } from '../../electron/services/devices/drawer-client';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children: ChildProcessWithoutNullStreams[] = [];

/** Run the CLI as `npm run drawer-sim` does (tsx), in one process so signals reach it directly. */
function startCli(args: string[]): {
  child: ChildProcessWithoutNullStreams;
  nextLine: (match: RegExp) => Promise<string>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/devices/drawer-sim-cli.ts', ...args], {
    cwd: REPO_ROOT,
  });
  children.push(child);
  const lines: string[] = [];
  const waiting: { match: RegExp; resolve: (line: string) => void }[] = [];
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const waiter of [...waiting]) {
      if (waiter.match.test(line)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  const nextLine = (match: RegExp): Promise<string> => {
    const seen = lines.find((line) => match.test(line));
    if (seen !== undefined) {
      lines.splice(lines.indexOf(seen), 1);
      return Promise.resolve(seen);
    }
    return new Promise((resolve) => waiting.push({ match, resolve }));
  };
  return { child, nextLine };
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('npm run drawer-sim', () => {
  it('runs a drawer that a kick opens, Enter pushes shut, and Ctrl+C stops; narrating each step', async () => {
    const { child, nextLine } = startCli([
      '--serial',
      'CD-77',
      '--model',
      'Till 3',
      '--host',
      '127.0.0.1',
      '--no-announce',
      '--auto-close-ms',
      '0',
    ]);
    const listening = await nextLine(/listening on/);
    expect(listening).toMatch(/^Cash drawer CD-77 \(model Till 3\) listening on 127\.0\.0\.1:\d+$/);
    const port = Number(/:(\d+)$/.exec(listening)?.[1]);

    const client = new DrawerClient({ host: '127.0.0.1', port });
    await client.kick();
    expect(await nextLine(/kick on pin/)).toMatch(
      /kick on pin 2 \(50 ms pulse\) from 127\.0\.0\.1:\d+: drawer OPENS$/,
    );

    child.stdin.write('\n');
    expect(await nextLine(/CLOSED/)).toMatch(/drawer CLOSED \(pushed shut\)$/);
    await expect(client.readStatus()).resolves.toMatchObject({ open: false });

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.kill('SIGINT');
    expect(await nextLine(/Stopping/)).toContain('closing the port');
    expect(await exited).toBe(0);
  });

  it('explains a missing serial and exits with status 2', async () => {
    const { child } = startCli(['--port', '1234']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
    expect(stderr).toContain('--serial is required (the code printed on the drawer)');
  });
});
