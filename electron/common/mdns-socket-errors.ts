// bonjour-service does not listen for errors of its multicast socket (e.g. port 5353 taken, no permission),
// so such an error would be an unhandled 'error' event and end the whole process. This attaches a listener.

import type { EventEmitter } from 'node:events';
import type { Bonjour } from 'bonjour-service';

export function onMdnsSocketError(bonjour: Bonjour, listener: (error: Error) => void): void {
  const socket = (bonjour as unknown as { server?: { mdns?: EventEmitter } }).server?.mdns;
  socket?.on('error', listener);
}
