// A process of simulated workstations for the fleet benchmark (run by fleet.bench.ts with fork()). The
// bench spreads the fleet over a few of these, so the simulators never share an event loop with each other
// beyond their share, nor with the platform: a queue on the client side shows as this process's CPU, not
// as the platform's latency. The parent tells it which workstations to open and when to report.
import { Agent } from 'node:http';
import { FleetMetrics } from './fleet-metrics';
import type { FleetTenant } from './fleet-tenant';
import { SimulatedWorkstation, type WorkstationTiming } from './simulated-workstation';
import { seededRandom } from './stats';

/** What the bench sends to a simulator process. */
export type SimulatorCommand =
  | {
      type: 'configure';
      host: string;
      tenant: FleetTenant;
      timing: WorkstationTiming;
      seed: number;
    }
  | { type: 'open'; workstations: OpenWorkstation[] }
  | { type: 'reset' }
  | { type: 'collect' }
  | { type: 'stop' };

/** A workstation to open, and the port of the platform process it talks to (several behind one database). */
export interface OpenWorkstation {
  storeIndex: number;
  drawerIndex: number;
  token: string;
  port: number;
}

/** What a simulator process answers. */
export type SimulatorReply =
  | { type: 'opened'; open: number }
  | {
      type: 'metrics';
      actions: number[];
      deliveries: number[];
      errors: number;
      requests: number;
      conflicts: number;
      errorSamples: string[];
    };

const metrics = new FleetMetrics();
const workstations: SimulatedWorkstation[] = [];
type Client = ConstructorParameters<typeof SimulatedWorkstation>[0];
/** The configuration every workstation shares; each gets it with the port of its platform process. */
let client: Omit<Client, 'port'> | undefined;
const clientsByPort = new Map<number, Client>();
let timing: WorkstationTiming | undefined;

const reply = (message: SimulatorReply) => process.send!(message);

process.on('message', (command: SimulatorCommand) => {
  switch (command.type) {
    case 'configure':
      client = {
        host: command.host,
        streamAgent: new Agent({ keepAlive: true, maxSockets: Infinity }),
        metrics,
        tenant: command.tenant,
        random: seededRandom(command.seed),
      };
      timing = command.timing;
      break;
    case 'open':
      void openWorkstations(command.workstations).then(() =>
        reply({ type: 'opened', open: workstations.length }),
      );
      break;
    case 'reset':
      metrics.reset();
      break;
    case 'collect':
      reply({
        type: 'metrics',
        actions: metrics.actions,
        deliveries: metrics.deliveries,
        errors: metrics.errors,
        requests: metrics.requests,
        conflicts: metrics.conflicts,
        errorSamples: metrics.errorSamples,
      });
      break;
    case 'stop':
      for (const workstation of workstations) workstation.stop();
      client?.streamAgent.destroy();
      process.disconnect();
      break;
  }
});

/** Opens the workstations a few dozen at a time, as a chain's stores open in the morning. */
async function openWorkstations(list: OpenWorkstation[]): Promise<void> {
  if (!client || !timing) throw new Error('The simulator was not configured.');
  for (let from = 0; from < list.length; from += 25) {
    await Promise.all(
      list.slice(from, from + 25).map(({ storeIndex, drawerIndex, token, port }) => {
        const store = client!.tenant.stores[storeIndex]!;
        const workstation = new SimulatedWorkstation(
          clientFor(port),
          store,
          store.drawerIds[drawerIndex]!,
          token,
          timing!,
        );
        workstations.push(workstation);
        return workstation.start();
      }),
    );
  }
}

function clientFor(port: number): Client {
  let found = clientsByPort.get(port);
  if (!found) {
    found = { ...client!, port };
    clientsByPort.set(port, found);
  }
  return found;
}
