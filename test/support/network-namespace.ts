// Runs a scenario script inside a fresh private network namespace (unshare -n) with a veth pair: mDNS needs
// a multicast-capable interface (bonjour-service announces no address on loopback alone), and nothing may
// leave the machine. The script (test/support/namespace-scenario.ts's runScenario) ends with one JSON line;
// this returns it parsed.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Set inside the namespace, so a scenario refuses to send multicast anywhere else. */
export const IN_NAMESPACE_ENV = 'DEVICES_SCENARIO_IN_NAMESPACE';

const NAMESPACE_SETUP = [
  'ip link set lo up',
  'ip link add v0 type veth peer name v1',
  'ip addr add 10.77.0.1/24 dev v0',
  'ip addr add 10.77.0.2/24 dev v1',
  'ip link set v0 up',
  'ip link set v1 up',
  'ip route add 224.0.0.0/4 dev v0',
].join('; ');

export interface ScenarioOutcome<Result> {
  result?: Result;
  error?: string;
}

/** `script` is relative to the repository root. */
export function runInNamespace<Result>(script: string): Promise<ScenarioOutcome<Result>> {
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', ['-n', 'sh', '-c', `${NAMESPACE_SETUP}; exec npx tsx ${script}`], {
      cwd: REPO_ROOT,
      env: { ...process.env, [IN_NAMESPACE_ENV]: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => {
      const lastLine = stdout.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(lastLine) as ScenarioOutcome<Result>);
      } catch {
        reject(new Error(`${script} printed no JSON result.\nstdout:\n${stdout}\nstderr:\n${stderr}`));
      }
    });
  });
}
