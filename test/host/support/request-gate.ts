// Holds chosen requests at the platform's door until the test lets them through: a platform that is slow
// to answer one call, made deterministic (the request really reached the server; only its answer waits).
import type { FastifyInstance } from 'fastify';

export interface HeldRequests {
  /** Resolves once a request matching the pattern has arrived and is being held. */
  reached: Promise<void>;
  /** Lets the held requests (and every later one) through. */
  release(): void;
}

export class RequestGate {
  private readonly holds = new Set<{
    pattern: RegExp;
    arrived(): void;
    released: Promise<void>;
    release(): void;
  }>();

  /** Installs the gate on a platform server before it listens. */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      for (const hold of this.holds) {
        if (!hold.pattern.test(request.url)) continue;
        hold.arrived();
        await hold.released;
      }
    });
  }

  /** Holds every request whose path and query match, from now until released. */
  hold(pattern: RegExp): HeldRequests {
    let arrived!: () => void;
    let release!: () => void;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = {
      pattern,
      arrived,
      released,
      release: () => {
        this.holds.delete(hold);
        release();
      },
    };
    this.holds.add(hold);
    return { reached, release: hold.release };
  }

  /** Lets everything through (a test that failed half-way must not leave requests hanging). */
  releaseAll(): void {
    for (const hold of [...this.holds]) hold.release();
  }
}
