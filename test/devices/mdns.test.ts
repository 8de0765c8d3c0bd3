// mDNS discovery and announcement, run where nothing can leave the machine: each scenario runs in a fresh
// network namespace (unshare -n) with a veth pair, since bonjour-service announces no address on loopback
// alone. The scenario script prints its outcome as JSON; these tests assert on it.

import { describe, expect, it } from 'vitest';
import { runInNamespace as runScriptInNamespace } from '../support/network-namespace';

const SCENARIO_TIMEOUT_MS = 60_000;

/** Runs test/devices/fixtures/<scenario>.ts in its own namespace. */
function runInNamespace(scenario: string) {
  return runScriptInNamespace<Record<string, unknown>>(`test/devices/fixtures/${scenario}.ts`);
}

describe.concurrent('mDNS inside a private network namespace', () => {
  it(
    'pairs a drawer by its scanned serial among several devices, kicks it, and notices a drawer leaving',
    async () => {
      const outcome = await runInNamespace('pair-drawer-by-serial');
      expect(outcome.error).toBeUndefined();
      const result = outcome.result!;

      expect(result.found).toMatchObject({
        kind: 'cash-drawer',
        name: 'Cash drawer CD-2002',
        host: expect.stringMatching(/^10\.77\.0\.[12]$/),
        port: expect.any(Number),
        serial: 'CD-2002',
        model: 'Back office drawer',
        txt: { serial: 'CD-2002', model: 'Back office drawer' },
      });
      // Only the scanned drawer opened.
      expect(result.kicked).toEqual({ counter: 0, backOffice: 1 });
      expect(result.statusAfterKick).toMatchObject({ open: true });
      expect(result.backOfficeOpen).toBe(true);

      expect(result.printerFound).toMatchObject({
        kind: 'printer',
        name: 'Receipt printer',
        host: expect.stringMatching(/^10\.77\.0\.[12]$/),
        model: 'EPSON TM-m30III',
      });

      // The counter drawer said goodbye when it stopped.
      expect(result.left).toBe('CD-1001');
      expect(result.drawersStillKnown).toEqual(['CD-2002']);

      expect(result.notFound).toMatchObject({
        code: 'drawer_not_announced',
        message: expect.stringContaining('No cash drawer with serial CD-9999'),
        values: { serial: 'CD-9999', seconds: 1.5, discovery: 'working', cause: '' },
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'interoperates with python-zeroconf: finds a drawer it announces, and it resolves ours',
    async () => {
      const outcome = await runInNamespace('zeroconf-interop');
      expect(outcome.error).toBeUndefined();
      const result = outcome.result!;

      expect(result.foundByUs).toMatchObject({
        name: 'Python drawer PY-7',
        host: '10.77.0.2',
        serial: 'PY-7',
        model: 'Zeroconf Drawer',
        hostname: 'python-drawer.local',
      });
      expect(result.statusAfterKick).toMatchObject({ open: true });
      expect(result.kicksReceived).toBe(1);

      const ours = result.ours as { port: number };
      expect(result.resolvedByPython).toEqual({
        resolved: expect.objectContaining({
          name: 'Cash drawer TS-9._cashdrawer._tcp.local.',
          port: ours.port,
          addresses: expect.arrayContaining(['10.77.0.1', '10.77.0.2']),
          txt: { serial: 'TS-9', model: 'Associate POS sim' },
        }),
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'finds `npm run printer-sim` announced as a network receipt printer, as python-zeroconf does too',
    async () => {
      const outcome = await runInNamespace('printer-sim-announces');
      expect(outcome.error).toBeUndefined();
      const result = outcome.result as { port: number } & Record<string, unknown>;
      expect(result.printed).toEqual([
        `Receipt printer (EPSON) listening on 0.0.0.0:${result.port}`,
        'Announced on the network as "Counter printer" (_pdl-datastream._tcp).',
      ]);
      expect(result.offered).toEqual({
        name: 'Counter printer',
        address: expect.stringMatching(new RegExp(`^tcp://10\\.77\\.0\\.[12]:${result.port}$`)),
        model: 'EPSON receipt printer (simulator)',
        suggestedCommandSet: 'EPSON',
      });
      // Its real-time status (DLE EOT) answers at the address the network gave.
      expect(result.status).toEqual({ reachable: true, ready: true, problems: [], note: null });
      expect(result.resolvedByPython).toEqual({
        resolved: expect.objectContaining({
          name: 'Counter printer._pdl-datastream._tcp.local.',
          port: result.port,
          addresses: expect.arrayContaining(['10.77.0.1', '10.77.0.2']),
          txt: { ty: 'EPSON receipt printer (simulator)' },
        }),
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'reports a taken mDNS port as a network error and a clear pairing failure instead of crashing',
    async () => {
      const outcome = await runInNamespace('mdns-port-taken');
      expect(outcome.error).toBeUndefined();
      expect(outcome.result).toEqual({
        networkError: 'EADDRINUSE',
        pairing: {
          code: 'drawer_not_announced',
          message: expect.stringContaining('Device discovery is not working on this workstation'),
          values: expect.objectContaining({ discovery: 'failing' }),
        },
        stillRunning: true,
      });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
