// What the fleet benchmark measures during one step: action latencies, event delivery delays, errors, and
// the platform process's CPU time and memory read from /proc (it runs in a process of its own).
import { readFileSync } from 'node:fs';
import { percentile } from './stats';

export class FleetMetrics {
  actions: number[] = [];
  deliveries: number[] = [];
  errors = 0;
  /** Every request answered (actions, syncs, web orders): what the platform's CPU time is shared by. */
  requests = 0;
  /** 409s of two workstations taking the same order: the platform's answer, not a failure. */
  conflicts = 0;
  errorSamples: string[] = [];

  reset(): void {
    this.actions = [];
    this.deliveries = [];
    this.errors = 0;
    this.requests = 0;
    this.conflicts = 0;
    this.errorSamples = [];
  }

  error(what: string): void {
    this.errors += 1;
    if (this.errorSamples.length < 5) this.errorSamples.push(what);
  }

  summary() {
    const actions = [...this.actions].sort((a, b) => a - b);
    const deliveries = [...this.deliveries].sort((a, b) => a - b);
    return {
      actions: actions.length,
      actionP50Ms: round(percentile(actions, 0.5)),
      actionP99Ms: round(percentile(actions, 0.99)),
      events: deliveries.length,
      deliveryP50Ms: round(percentile(deliveries, 0.5)),
      deliveryP99Ms: round(percentile(deliveries, 0.99)),
      errors: this.errors,
      requests: this.requests,
      conflicts: this.conflicts,
    };
  }
}

const round = (value: number) => Math.round(value * 10) / 10;

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds a process has used so far (Linux /proc). */
export function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/** User + system CPU seconds of several processes together; one that has ended counts for nothing. */
export function processesCpuSeconds(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      total += processCpuSeconds(pid);
    } catch {
      // ended (a database backend whose connection closed)
    }
  }
  return total;
}

/** Resident memory of a process in MiB (Linux /proc). */
export function processRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/**
 * Seconds the process's main thread has spent runnable but waiting for a core (Linux schedstat): on a loaded
 * machine this, not the platform's work, is what stretches wall-clock latencies.
 */
export function processRunQueueWaitSeconds(pid: number): number {
  const [, waitingNs] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
  return (waitingNs ?? 0) / 1e9;
}
