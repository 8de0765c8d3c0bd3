// Types derived from the call and event definitions: what the renderer calls, what the host implements.
import type { z } from 'zod';
import type { BridgeResult } from './bridge-result';
import type { bridgeCalls } from './calls';
import type { BridgeCall } from './define-call';
import type { bridgeEvents } from './events';

type BridgeCalls = typeof bridgeCalls;
type BridgeArea = keyof BridgeCalls;
type BridgeVerb<Area extends BridgeArea> = keyof BridgeCalls[Area] & string;

/** What the renderer sends: the request schema's input (defaults may be left out). */
type RequestIn<Call extends BridgeCall> = z.input<Call['request']>;
/** What a handler receives: the request after parsing. */
type RequestOut<Call extends BridgeCall> = z.output<Call['request']>;
/** What a handler returns: the response schema's input. */
type ResponseIn<Call extends BridgeCall> = z.input<Call['response']>;
/** What the renderer receives: the response after parsing. */
type ResponseOut<Call extends BridgeCall> = z.output<Call['response']>;

/** A call whose request may be left out (no argument at all) takes an optional argument. */
type CallFunction<Call extends BridgeCall, Answer> =
  undefined extends RequestIn<Call>
    ? (request?: RequestIn<Call>) => Promise<Answer>
    : (request: RequestIn<Call>) => Promise<Answer>;

type BridgeEvents = typeof bridgeEvents;
export type BridgeEventName = keyof BridgeEvents & string;
export type EventPayload<Name extends BridgeEventName> = z.output<BridgeEvents[Name]['payload']>;
export type EventPayloadIn<Name extends BridgeEventName> = z.input<BridgeEvents[Name]['payload']>;

/** Subscribes to a push event; returns the function that unsubscribes. */
type Subscribe = <Name extends BridgeEventName>(
  event: Name,
  handler: (payload: EventPayload<Name>) => void,
) => () => void;

/** The renderer's bridge: `bridge.session.signIn({username, password})` resolves or throws BridgeError. */
export type BridgeApi = {
  readonly [Area in BridgeArea]: {
    readonly [Verb in BridgeVerb<Area>]: CallFunction<
      BridgeCalls[Area][Verb] & BridgeCall,
      ResponseOut<BridgeCalls[Area][Verb] & BridgeCall>
    >;
  };
} & { readonly on: Subscribe };

/** What the Electron preload exposes as `window.pos`: the same functions, answering the raw envelope. */
export type PreloadApi = {
  readonly [Area in BridgeArea]: {
    readonly [Verb in BridgeVerb<Area>]: (request?: unknown) => Promise<BridgeResult<unknown>>;
  };
} & { readonly on: (event: string, handler: (payload: unknown) => void) => () => void };

/** What the main process implements for each call: the parsed request in, the answer out. */
export type BridgeImplementation = {
  readonly [Area in BridgeArea]: {
    readonly [Verb in BridgeVerb<Area>]: (
      request: RequestOut<BridgeCalls[Area][Verb] & BridgeCall>,
    ) => Promise<ResponseIn<BridgeCalls[Area][Verb] & BridgeCall>>;
  };
};
