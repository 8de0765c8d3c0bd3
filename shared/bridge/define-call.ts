// One bridge call, defined once: its name, its IPC channel, and the schemas of what goes in and comes out.
// Both transports (Electron IPC, the web host) and the renderer's bridge are derived from these definitions.
import { z } from 'zod';

export interface BridgeCall<
  Area extends string = string,
  Verb extends string = string,
  Request extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  readonly area: Area;
  readonly verb: Verb;
  /** `session.signIn`: the name used by the web host's path (POST /bridge/session.signIn) and in logs. */
  readonly name: `${Area}.${Verb}`;
  /** `pos:session:signIn`: the Electron IPC channel. */
  readonly channel: `pos:${Area}:${Verb}`;
  /** Parsed in the main process before the handler sees anything. */
  readonly request: Request;
  /** Parsed in the main process on the handler's answer before it is sent. */
  readonly response: Response;
  /** What the call does, for the next engineer (and for error messages). */
  readonly summary: string;
}

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

export function defineCall<
  const Area extends string,
  const Verb extends string,
  Request extends z.ZodType,
  Response extends z.ZodType,
>(
  area: Area,
  verb: Verb,
  spec: { request: Request; response: Response; summary: string },
): BridgeCall<Area, Verb, Request, Response> {
  if (!IDENTIFIER.test(area) || !IDENTIFIER.test(verb)) {
    throw new Error(`Bridge call names are camelCase words: got area '${area}', verb '${verb}'.`);
  }
  return {
    area,
    verb,
    name: `${area}.${verb}`,
    channel: `pos:${area}:${verb}`,
    request: spec.request,
    response: spec.response,
    summary: spec.summary,
  };
}

/**
 * The request of a call that takes nothing. A renderer calling `bridge.sync.getState()` sends no argument
 * (undefined); an empty object is accepted too; anything else is refused by name.
 */
export const NoRequestSchema = z
  .strictObject({})
  .optional()
  .transform(() => ({}));

/** The answer of a call that only acts (it returns `{done: true}` so a transport never carries `undefined`). */
export const DoneSchema = z.strictObject({ done: z.literal(true) });
export type Done = z.infer<typeof DoneSchema>;
