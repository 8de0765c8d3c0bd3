// The platform and web host command lines answer a bad option the way the simulators do (one helper):
// the command's name, the reason naming the option, the usage, exit status 2; --help prints the usage.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

function run(script: string, args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('command lines', () => {
  it.each([
    ['platform', 'electron/platform/cli.ts', 'Usage: npm run platform'],
    ['web-host', 'electron/web/web-host-cli.ts', 'Usage: node dist/electron/web-host.mjs'],
  ])('%s refuses a port that is not a whole number, naming the option', (command, script, usage) => {
    const result = run(script, ['--port', 'eighty']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(`${command}: --port must be a whole number, got "eighty"`);
    expect(result.stderr).toContain(usage);
  });

  it('the platform refuses a port above 65535 and an unknown option', () => {
    const tooHigh = run('electron/platform/cli.ts', ['--port', '70000']);
    expect(tooHigh.status).toBe(2);
    expect(tooHigh.stderr).toContain('platform: --port must be at most 65535, got 70000');
    const unknown = run('electron/platform/cli.ts', ['--colour']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("platform: Unknown option '--colour'");
  });

  it('the web host prints its usage for --help and exits cleanly', () => {
    const result = run('electron/web/web-host-cli.ts', ['--help']);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('--platform-url  use this platform for this launch');
  });
});
