// The Electron transport, main side: one ipcMain.handle per bridge call. It checks that the caller is our
// window's main frame showing our own page, then hands the payload to the host's handler (which parses it
// with the call's schema). Garbage gets a clear error envelope; nothing here can crash the main process.
// Only types come from `electron`, so this file also runs under plain Node in tests.
import type { IpcMainInvokeEvent } from 'electron';
import { BRIDGE_ERROR_CODES } from '../../shared/bridge/bridge-error';
import { failure, type BridgeResult } from '../../shared/bridge/bridge-result';
import type { BridgeHandlerTable } from '../host/bridge-handlers';

/** The part of ipcMain this transport uses. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>,
  ): void;
  removeHandler(channel: string): void;
}

/** The sender of an IPC call, reduced to what the trust check reads (a test passes a plain object). */
export interface IpcSender {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

export interface TrustedRenderer {
  /** The webContents id of our window, or undefined before it exists. */
  webContentsId(): number | undefined;
  /** Our page: `file:///.../dist/renderer/index.html`. Query and hash are ignored when comparing. */
  pageUrl: string;
}

/** Why a sender is refused, or undefined when it is our window's main frame on our page. */
export function senderProblem(event: IpcSender, trusted: TrustedRenderer): string | undefined {
  const frame = event.senderFrame;
  if (!frame) return 'the sending frame is gone';
  if (frame.parent !== null) return 'the call came from a subframe, not the main frame';
  if (event.sender.id !== trusted.webContentsId()) return 'the call came from another window';
  if (withoutQueryAndHash(frame.url) !== withoutQueryAndHash(trusted.pageUrl)) {
    return `the sending page ${JSON.stringify(frame.url.slice(0, 200))} is not the app's own page`;
  }
  return undefined;
}

/** The function ipcMain runs for one call: trust check, then the host's handler. Never rejects. */
export function ipcCallListener(
  callName: string,
  handlers: BridgeHandlerTable,
  trusted: TrustedRenderer,
  log: (message: string) => void = console.warn,
): (event: IpcSender, ...args: unknown[]) => Promise<BridgeResult<unknown>> {
  return async (event, ...args) => {
    const problem = senderProblem(event, trusted);
    if (problem) {
      log(`Refused the IPC call ${callName}: ${problem}.`);
      return failure({
        code: BRIDGE_ERROR_CODES.forbiddenCaller,
        message: `Refused ${callName}: ${problem}.`,
      });
    }
    if (args.length > 1) {
      return failure({
        code: BRIDGE_ERROR_CODES.invalidRequest,
        message: `${callName} takes one request object; it was sent ${args.length} arguments.`,
      });
    }
    return handlers.invoke(callName, args[0]);
  };
}

/** Registers every bridge call on its channel; returns the function that removes them all. */
export function registerBridgeIpc(
  ipcMain: IpcMainLike,
  handlers: BridgeHandlerTable,
  trusted: TrustedRenderer,
  log?: (message: string) => void,
): () => void {
  for (const call of handlers.calls) {
    ipcMain.handle(call.channel, ipcCallListener(call.name, handlers, trusted, log));
  }
  return () => {
    for (const call of handlers.calls) ipcMain.removeHandler(call.channel);
  };
}

function withoutQueryAndHash(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    parsed.search = '';
    return parsed.href;
  } catch {
    return url;
  }
}
