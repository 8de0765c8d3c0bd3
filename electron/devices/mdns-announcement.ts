// Announces a simulated device on the local network with DNS-SD over multicast DNS, the way a networked
// printer (_pdl-datastream._tcp) or an integrated cash drawer (_cashdrawer._tcp) does.

import os from 'node:os';
import { Bonjour, type Service } from 'bonjour-service';
import { onMdnsSocketError } from '../common/mdns-socket-errors';

export interface AnnouncementOptions {
  /** DNS-SD service type without underscores or protocol, e.g. "cashdrawer" or "pdl-datastream". */
  type: string;
  /** Instance name shown to people, e.g. "Cash drawer CD-1234". */
  name: string;
  port: number;
  txt: Record<string, string>;
  /** How long to wait for the first announcement to go out. */
  timeoutMs?: number;
}

export interface Announcement {
  readonly name: string;
  readonly type: string;
  /** Send goodbye packets so browsers drop the device at once, then release the mDNS socket. */
  stop(): Promise<void>;
}

export async function announceService(options: AnnouncementOptions): Promise<Announcement> {
  let failure: unknown;
  const bonjour = new Bonjour({}, (error: unknown) => {
    failure = error;
  });
  onMdnsSocketError(bonjour, (error) => {
    failure = error;
  });
  // A ".local" host name makes the SRV target resolvable by any mDNS resolver, not just bonjour-service.
  const host = `${os.hostname().split('.')[0] ?? 'device'}.local`;
  const service = bonjour.publish({
    name: options.name,
    type: options.type,
    port: options.port,
    txt: options.txt,
    host,
  });
  try {
    await waitUntilPublished(service, options.timeoutMs ?? 5000, () => failure);
  } catch (error) {
    await destroy(bonjour);
    throw error;
  }
  return {
    name: options.name,
    type: options.type,
    stop: async () => {
      await new Promise<void>((resolve) => service.stop?.(() => resolve()));
      await destroy(bonjour);
    },
  };
}

function waitUntilPublished(service: Service, timeoutMs: number, failure: () => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const cause = failure();
      reject(
        new Error(
          `mDNS announcement of "${service.name}" (${service.type}) did not go out within ${timeoutMs} ms` +
            (cause instanceof Error ? `: ${cause.message}` : ' (is the name already taken on the network?)'),
        ),
      );
    }, timeoutMs);
    service.once('up', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

function destroy(bonjour: Bonjour): Promise<void> {
  return new Promise((resolve) => bonjour.destroy(() => resolve()));
}
