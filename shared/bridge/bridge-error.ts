// Errors crossing the bridge. A call never throws across a transport: it answers a result envelope,
// `{ok: true, value}` or `{ok: false, error: {code, message, details?}}`, and the renderer's bridge turns
// the failure back into a BridgeError naming the field and the reason.
import { z } from 'zod';
import { FieldReasonSchema } from '../contract/field-reason';
import { FileProblemReasonSchema } from '../catalog-import/file-problem-reason';
import { PrinterProblemSchema } from '../printing/printer-problem';
import type { BridgeErrorCode } from './error-codes';

/**
 * One problem of a refused input: the dot-joined field path (`lines.2.quantity`; '' = the whole input), the
 * reason in English, and the reason as a code when it is a known kind (the screen words it in its language).
 */
export const BridgeErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string().min(1),
  /** A field's reason, or a chosen catalog file's (its head, or the import failure it would cause). */
  reason: z.union([FieldReasonSchema, FileProblemReasonSchema]).optional(),
});

type BridgeErrorDetail = z.infer<typeof BridgeErrorDetailSchema>;

export const BridgeErrorInfoSchema = z.object({
  /** snake_case: a BridgeErrorCode (error-codes.ts), or the platform's own code passed through (`invalid_transition`). */
  code: z.string().min(1),
  /** A sentence a person can read. */
  message: z.string().min(1),
  details: z.array(BridgeErrorDetailSchema).optional(),
  /**
   * The values the code's sentence (`errors.message.<code>`) needs: with them the screen words the error
   * from its catalog in every language, US English included, rather than showing `message`.
   */
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** printer_unreachable: what the printer check found, for the screen to word. */
  printerProblems: z.array(PrinterProblemSchema).optional(),
});
export type BridgeErrorInfo = z.infer<typeof BridgeErrorInfoSchema>;

/** Codes the bridge itself produces; platform codes (409 `invalid_transition`, ...) come through as they are. */
export const BRIDGE_ERROR_CODES = {
  /** The request does not match the call's schema (details name each field). */
  invalidRequest: 'invalid_request',
  /** No call by that name. */
  unknownCall: 'unknown_call',
  /** The caller is not our window (IPC) or lacks the per-launch secret or right origin (web host). */
  forbiddenCaller: 'forbidden_caller',
  /** The call needs a signed-in user. */
  notSignedIn: 'not_signed_in',
  /** The call works on the selected store and none is selected. */
  noStoreSelected: 'no_store_selected',
  /** The signed-in user's roles do not allow this call. */
  forbidden: 'forbidden',
  /** The platform could not be reached (offline, wrong URL, not started). */
  platformUnreachable: 'platform_unreachable',
  /** A bug on our side: the main process built an answer its own schema refuses. */
  invalidResponse: 'invalid_response',
  /** Anything else that went wrong in the main process; the log has the cause. */
  internal: 'internal_error',
} as const satisfies Record<string, BridgeErrorCode>;

/** An error this side names: its code is one of the typed union (wire and platform codes: BridgeError.from). */
export type BridgeErrorInit = Omit<BridgeErrorInfo, 'code'> & { code: BridgeErrorCode };

/** What a bridge call throws in the renderer (and what main-process handlers throw to answer an error). */
export class BridgeError extends Error {
  /** A BridgeErrorCode, or a platform code passed through as it is. */
  readonly code: BridgeErrorCode | (string & {});
  readonly details: readonly BridgeErrorDetail[] | undefined;
  readonly values: BridgeErrorInfo['values'];
  readonly printerProblems: BridgeErrorInfo['printerProblems'];

  constructor(info: BridgeErrorInit) {
    super(info.message);
    this.name = 'BridgeError';
    this.code = info.code;
    this.details = info.details;
    this.values = info.values;
    this.printerProblems = info.printerProblems;
  }

  /** An error as it came over the wire, whose code may be the platform's own. */
  static from(info: BridgeErrorInfo): BridgeError {
    // The code is kept as it came: a platform code is a string the typed union does not list.
    return new BridgeError(info as BridgeErrorInit);
  }

  /** The first field named by the error ('' for the whole input), or undefined when none is named. */
  get field(): string | undefined {
    return this.details?.[0]?.path;
  }

  /** The detail given for one field (its English and its reason code). */
  detailFor(path: string): BridgeErrorDetail | undefined {
    return this.details?.find((detail) => detail.path === path);
  }

  /** The reason given for one field, e.g. `error.reasonFor('lines.0.quantity')`. */
  reasonFor(path: string): string | undefined {
    return this.details?.find((detail) => detail.path === path)?.message;
  }

  toInfo(): BridgeErrorInfo {
    return {
      code: this.code,
      message: this.message,
      ...(this.details && this.details.length > 0 ? { details: [...this.details] } : {}),
      ...(this.values ? { values: { ...this.values } } : {}),
      ...(this.printerProblems ? { printerProblems: [...this.printerProblems] } : {}),
    };
  }
}
