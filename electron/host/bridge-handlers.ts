// Wraps each call's implementation so that every transport gets the same behaviour: the request is parsed
// with the call's schema (a bad one is refused naming each field, the implementation never sees it), the
// answer is parsed with the response schema, and whatever happens the caller gets a result envelope.
import { BRIDGE_CALL_LIST } from '../../shared/bridge';
import { BRIDGE_ERROR_CODES, type BridgeErrorInfo } from '../../shared/bridge/bridge-error';
import { failure, success, type BridgeResult } from '../../shared/bridge/bridge-result';
import type { BridgeCall } from '../../shared/bridge/define-call';
import type { BridgeImplementation } from '../../shared/bridge/types';
import { formatIssues, toErrorDetails } from '../../shared/contract/validation';
import { toBridgeErrorInfo } from './to-bridge-error';

/** One call as a transport sees it: bytes' worth of JSON in, an envelope out. Never rejects. */
export type BridgeHandler = (rawRequest: unknown) => Promise<BridgeResult<unknown>>;

export interface BridgeHandlerTable {
  /** Runs the call named `name` (`session.signIn`); an unknown name answers `unknown_call`. */
  invoke(name: string, rawRequest: unknown): Promise<BridgeResult<unknown>>;
  /** Names of every call, for transports that register them one by one (IPC channels). */
  readonly calls: readonly BridgeCall[];
}

export interface BridgeLog {
  error(message: string, error: unknown): void;
  /** Sees every error a handler threw, before it becomes an envelope (the session watches for 401s). */
  observe?(error: unknown): void;
}

/** Refuses a call before its request is even read (the locked screen), or lets it through (undefined). */
export type BridgeGate = (callName: string) => BridgeErrorInfo | undefined;

export function createBridgeHandlers(
  implementation: BridgeImplementation,
  log: BridgeLog,
  gate: BridgeGate = () => undefined,
): BridgeHandlerTable {
  const handlers = new Map<string, BridgeHandler>();
  for (const call of BRIDGE_CALL_LIST) {
    const areaImplementation = (implementation as unknown as Record<string, Record<string, unknown>>)[
      call.area
    ];
    const implement = areaImplementation?.[call.verb];
    if (typeof implement !== 'function') {
      throw new Error(`The host has no implementation of the bridge call ${call.name}.`);
    }
    handlers.set(
      call.name,
      wrap(
        call,
        (request) => (implement as (request: unknown) => Promise<unknown>).call(areaImplementation, request),
        log,
      ),
    );
  }
  return {
    calls: BRIDGE_CALL_LIST,
    async invoke(name, rawRequest) {
      const handler = handlers.get(name);
      if (!handler) {
        return failure({
          code: BRIDGE_ERROR_CODES.unknownCall,
          message: `There is no bridge call named '${String(name).slice(0, 100)}'.`,
        });
      }
      const refusal = gate(name);
      if (refusal) return failure(refusal);
      return handler(rawRequest);
    },
  };
}

function wrap(
  call: BridgeCall,
  implement: (request: unknown) => Promise<unknown>,
  log: BridgeLog,
): BridgeHandler {
  return async (rawRequest) => {
    const request = call.request.safeParse(rawRequest);
    if (!request.success) {
      return failure({
        code: BRIDGE_ERROR_CODES.invalidRequest,
        message: `${call.name} refused its request: ${formatIssues(request.error)}`,
        details: toErrorDetails(request.error),
      });
    }
    let answer: unknown;
    try {
      answer = await implement(request.data);
    } catch (error) {
      log.observe?.(error);
      return failure(
        toBridgeErrorInfo(error, (message, cause) => log.error(`${call.name}: ${message}`, cause)),
      );
    }
    const response = call.response.safeParse(answer);
    if (!response.success) {
      log.error(`${call.name} built an answer its response schema refuses`, response.error);
      return failure({
        code: BRIDGE_ERROR_CODES.invalidResponse,
        message: `${call.name} produced an invalid answer (${formatIssues(response.error)}); this is a bug in the app.`,
      });
    }
    return success(response.data);
  };
}
