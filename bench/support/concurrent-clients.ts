// Clients that each send requests one after another, several at once: one per platform process when a bench
// runs --processes N (client k talks to process k mod N), so every process serves a steady stream and the
// figures say what N processes on one database answer together. Latencies of every client are pooled.
import { performance } from 'node:perf_hooks';
import { processesCpuSeconds } from './fleet-metrics';

export interface ClientsResult {
  /** Every request's wall-clock time, in ms, sorted. */
  latencies: number[];
  /** Answers per second over the whole run, all clients together. */
  perSecond: number;
  /** CPU time of the given processes per answered request, in ms (mean). */
  cpuMsPerRequest: number;
}

/**
 * `clients` loops of `requestsEach` calls of `send(client)`; `cpuPids`: the processes whose CPU time the run
 * is charged with (the platform processes; this process when the platform runs inside it).
 */
export async function runClients(
  clients: number,
  requestsEach: number,
  send: (client: number) => Promise<void>,
  cpuPids: readonly number[],
): Promise<ClientsResult> {
  const latencies: number[] = [];
  const cpuBefore = processesCpuSeconds(cpuPids);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < requestsEach; i += 1) {
        const sent = performance.now();
        await send(client);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = processesCpuSeconds(cpuPids) - cpuBefore;
  latencies.sort((a, b) => a - b);
  return {
    latencies,
    perSecond: Math.round(latencies.length / seconds),
    cpuMsPerRequest: Math.round(((cpuSeconds * 1000) / latencies.length) * 100) / 100,
  };
}
