// The window's main thread and the services talk over one message channel: the host (services, local
// database, embedded platform) runs in a process of its own — an Electron utilityProcess, as VS Code runs
// its shared process — so an import or a first sync never holds up the thread that draws the window and
// answers its IPC. This file is both ends of that channel: the messages, the main side (RemoteHost: a
// BridgeHandlerTable whose calls are answered by the other process) and the host side (serveHost).
// Nothing here imports `electron`: the transport is any object that posts and receives messages, so the
// same code runs between Node processes in the tests.
import { BRIDGE_CALL_LIST } from '../../shared/bridge';
import { BRIDGE_ERROR_CODES } from '../../shared/bridge/bridge-error';
import { failure, type BridgeResult } from '../../shared/bridge/bridge-result';
import type { UiLocale } from '../../shared/i18n/ui-locales';
import type { BridgeHandlerTable } from '../host/bridge-handlers';
import type { BridgeEventListener, BridgeEventMessage } from '../host/host-events';

/** What the main process tells the host process once, right after starting it. */
export interface HostStartOptions {
  /** The app's data folder (Electron's userData). */
  dataDir: string;
  platformUrl?: string;
  /** The workstation's language until someone chooses one: the system's preferred language the app speaks. */
  defaultLocale?: UiLocale;
}

export type MainToHostMessage =
  | { type: 'start'; options: HostStartOptions }
  | { type: 'call'; id: number; name: string; request: unknown }
  | { type: 'close' };

export type HostToMainMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string; code?: string }
  | { type: 'result'; id: number; result: BridgeResult<unknown> }
  | { type: 'event'; message: BridgeEventMessage }
  | { type: 'log'; level: 'info' | 'warn' | 'error'; message: string }
  | { type: 'closed' };

/** One end of the channel: Electron's UtilityProcess / parentPort, or a Node child process in tests. */
export interface MessageEnd<Outgoing, Incoming> {
  post(message: Outgoing): void;
  onMessage(listener: (message: Incoming) => void): void;
}

/** The main side's view of the host process: messages plus its exit. */
export interface HostProcessEnd extends MessageEnd<MainToHostMessage, HostToMainMessage> {
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export class HostStartError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** Set when the host process ended while starting: its exit code (null when a signal ended it). */
    readonly exitCode?: number | null,
  ) {
    super(message);
    this.name = 'HostStartError';
  }
}

/** The main process's handle on the host process. */
export class RemoteHost implements BridgeHandlerTable {
  readonly calls = BRIDGE_CALL_LIST;
  private nextId = 1;
  private readonly pending = new Map<number, (result: BridgeResult<unknown>) => void>();
  private readonly listeners = new Set<BridgeEventListener>();
  private exited = false;
  private readonly whenClosed: Promise<void>;
  private resolveClosed!: () => void;

  private constructor(
    private readonly end: HostProcessEnd,
    private readonly log: (level: 'info' | 'warn' | 'error', message: string) => void,
  ) {
    this.whenClosed = new Promise((resolve) => (this.resolveClosed = resolve));
    end.onMessage((message) => this.receive(message));
    end.onExit((code) => {
      this.exited = true;
      this.resolveClosed();
      if (this.pending.size > 0)
        this.log('error', `The host process ended (exit code ${code}) with calls unanswered.`);
      for (const [id, answer] of this.pending) {
        this.pending.delete(id);
        answer(hostGone());
      }
    });
  }

  /** Starts the host in the given process and resolves once it serves calls; rejects if it cannot start. */
  static async start(
    end: HostProcessEnd,
    options: HostStartOptions,
    log: (level: 'info' | 'warn' | 'error', message: string) => void,
  ): Promise<RemoteHost> {
    const ready = new Promise<void>((resolve, reject) => {
      end.onMessage((message) => {
        if (message.type === 'ready') resolve();
        if (message.type === 'failed') reject(new HostStartError(message.message, message.code));
      });
      end.onExit((code) =>
        reject(
          new HostStartError(`The host process ended while starting (exit code ${code}).`, undefined, code),
        ),
      );
    });
    const remote = new RemoteHost(end, log);
    end.post({ type: 'start', options });
    await ready;
    return remote;
  }

  invoke(name: string, rawRequest: unknown): Promise<BridgeResult<unknown>> {
    if (this.exited) return Promise.resolve(hostGone());
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.end.post({ type: 'call', id, name, request: rawRequest });
    });
  }

  /** Receives every push event of the host; returns the function that stops it. */
  subscribe(listener: BridgeEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the host to close its databases and platform, and waits for the process to end (or kills it). */
  async close(timeoutMs = 10_000): Promise<void> {
    if (this.exited) return;
    this.end.post({ type: 'close' });
    const timer = setTimeout(() => {
      this.log('warn', `The host process did not close within ${timeoutMs} ms: ending it.`);
      this.end.kill();
    }, timeoutMs);
    await this.whenClosed;
    clearTimeout(timer);
  }

  private receive(message: HostToMainMessage): void {
    switch (message.type) {
      case 'result': {
        const answer = this.pending.get(message.id);
        if (!answer) return;
        this.pending.delete(message.id);
        answer(message.result);
        return;
      }
      case 'event':
        for (const listener of this.listeners) listener(message.message);
        return;
      case 'log':
        this.log(message.level, message.message);
        return;
      default:
        return;
    }
  }
}

/** The window words host_unreachable in the associate's language, with "restart the app" as what to do. */
function hostGone(): BridgeResult<unknown> {
  return failure({
    code: 'host_unreachable',
    message: "The app's service process has stopped: close the app and open it again.",
  });
}

/** What serveHost needs of a started host (the composition root's Host fits it). */
export interface ServedHost {
  readonly handlers: BridgeHandlerTable;
  readonly events: { subscribe(listener: BridgeEventListener): () => void };
  close(): Promise<void>;
}

/**
 * The host process's side: waits for `start`, builds the host with `create`, then answers every call and
 * forwards every event until `close`. `exit` ends the process (a test passes its own).
 */
export function serveHost(
  end: MessageEnd<HostToMainMessage, MainToHostMessage>,
  create: (options: HostStartOptions) => Promise<ServedHost>,
  exit: (code: number) => void,
): void {
  let host: ServedHost | undefined;
  let starting = false;
  end.onMessage((message) => {
    switch (message.type) {
      case 'start':
        if (starting) return;
        starting = true;
        // A create that throws before returning its promise is a failed start too, not a crash.
        Promise.resolve(message.options)
          .then(create)
          .then(
            (created) => {
              host = created;
              created.events.subscribe((event) => end.post({ type: 'event', message: event }));
              end.post({ type: 'ready' });
            },
            (error: unknown) => {
              const code = (error as { code?: unknown })?.code;
              // The main process shows why and ends this process.
              end.post({
                type: 'failed',
                message: error instanceof Error ? error.message : String(error),
                ...(typeof code === 'string' ? { code } : {}),
              });
            },
          );
        return;
      case 'call':
        if (!host) {
          end.post({
            type: 'result',
            id: message.id,
            result: failure({ code: BRIDGE_ERROR_CODES.internal, message: 'The app is still starting.' }),
          });
          return;
        }
        void host.handlers
          .invoke(message.name, message.request)
          .then((result) => end.post({ type: 'result', id: message.id, result }));
        return;
      case 'close': {
        const closing = host;
        host = undefined;
        void (closing ? closing.close() : Promise.resolve())
          .catch((error: unknown) =>
            end.post({ type: 'log', level: 'error', message: `Closing the host failed: ${String(error)}` }),
          )
          .finally(() => {
            end.post({ type: 'closed' });
            exit(0);
          });
        return;
      }
    }
  });
}
