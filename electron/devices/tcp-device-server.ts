// The network side of a simulated device: a TCP server with a power switch. Off = the port refuses
// connections and live connections are reset (a printer unplugged mid-job). Hung = connections are
// accepted and read but never answered (a device whose firmware froze), so clients exercise their timeouts.
// The port stays the same across power cycles, as a device's address does.

import net from 'node:net';

export type PowerState = 'on' | 'off' | 'hung';

const RESET_GRACE_MS = 20;

export interface DeviceConnection {
  readonly socket: net.Socket;
  /** "host:port" of the client. */
  readonly remote: string;
  /** Set when the device lost power while this connection was open. */
  readonly cutOff: boolean;
}

export interface TcpDeviceServerOptions {
  host: string;
  port: number;
  /** Called for each connection accepted while powered on. */
  onConnection: (connection: DeviceConnection) => void;
}

export class TcpDeviceServer {
  private server: net.Server | undefined;
  private readonly connections = new Set<{ socket: net.Socket; cutOff: boolean }>();
  private state: PowerState = 'off';
  private boundPort: number;

  constructor(private readonly options: TcpDeviceServerOptions) {
    this.boundPort = options.port;
  }

  get power(): PowerState {
    return this.state;
  }

  get host(): string {
    return this.options.host;
  }

  /** The listening port (the free port picked when configured with 0). */
  get port(): number {
    return this.boundPort;
  }

  async powerOn(): Promise<void> {
    if (this.state === 'on') return;
    if (this.server === undefined) await this.listen();
    this.state = 'on';
  }

  /** Accept connections and swallow their bytes without ever answering. */
  async hang(): Promise<void> {
    if (this.server === undefined) await this.listen();
    this.state = 'hung';
  }

  async powerOff(): Promise<void> {
    this.state = 'off';
    const server = this.server;
    this.server = undefined;
    const closed = new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    const connections = [...this.connections];
    this.connections.clear();
    for (const connection of connections) {
      connection.cutOff = true;
      connection.socket.pause();
    }
    // Let our last answers (e.g. a status byte) reach the client before the reset: a reset that lands right
    // behind unread data is sometimes seen by the client as an orderly end, which would look like success.
    await Promise.all(connections.map((connection) => writesSettled(connection.socket)));
    if (connections.length > 0) await new Promise((resolve) => setTimeout(resolve, RESET_GRACE_MS));
    // Resolve only after every cut-off connection has been handled by its owner (its 'close' listeners).
    await Promise.all(
      connections.map(
        ({ socket }) =>
          new Promise<void>((resolve) => {
            if (socket.closed) return resolve();
            socket.once('close', () => resolve());
            socket.resetAndDestroy();
          }),
      ),
    );
    await closed;
  }

  private async listen(): Promise<void> {
    // Half-open allowed: a hung device must not close when the client finishes sending; devices that are
    // on end their side themselves once they have read everything.
    const server = net.createServer({ allowHalfOpen: true }, (socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ host: this.options.host, port: this.boundPort }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = server.address();
    if (address !== null && typeof address === 'object') this.boundPort = address.port;
    this.server = server;
  }

  private accept(socket: net.Socket): void {
    const entry = { socket, cutOff: false };
    this.connections.add(entry);
    socket.on('close', () => this.connections.delete(entry));
    // A client that resets the connection is a client problem, not a device crash.
    socket.on('error', () => undefined);
    if (this.state === 'hung') {
      socket.resume();
      return;
    }
    this.options.onConnection({
      socket,
      remote: `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`,
      get cutOff() {
        return entry.cutOff;
      },
    });
  }
}

function writesSettled(socket: net.Socket): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed || !socket.writable) return resolve();
    socket.write(Buffer.alloc(0), () => resolve());
  });
}
