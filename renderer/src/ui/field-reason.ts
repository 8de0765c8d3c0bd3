// Why a typed value is refused (a whole number, an amount), as a catalog message: the field shows it in
// the session's language; `message` keeps its US English for callers that read the result in code.
import { sourceText, type Translate } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages/en-US';

export interface FieldReason {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** A refusal of a non-empty value: its reason, and the reason's US English as `message`. */
export function refusal(reason: FieldReason): {
  ok: false;
  empty: false;
  message: string;
  reason: FieldReason;
} {
  return { ok: false, empty: false, message: sourceText(reason.id, reason.values), reason };
}

/** A refused reading in the session's language (its own message when it names no catalog reason). */
export function reasonText(reading: { message: string; reason?: FieldReason }, t: Translate): string {
  return reading.reason ? t(reading.reason.id, reading.reason.values) : reading.message;
}
