// A refusal the platform sent (an import that failed, an order change it refused) in the session's
// language: the area's sentence for its code, naming the field its first detail points at, else the
// sentence every platform code has (`errors.message.<code>`, e.g. `busy`); the platform's own sentence only
// for a code the catalog does not know.
import type { Translate } from '../i18n/I18nProvider';
import { enUS, type MessageId } from '../i18n/messages/en-US';

export interface PlatformRefusal {
  code: string;
  message: string;
  details?: ReadonlyArray<{ path: string }>;
}

export function platformRefusalText(
  kind: 'import' | 'order',
  refusal: PlatformRefusal,
  t: Translate,
): string {
  const field = refusal.details?.[0]?.path || 'none';
  const id = `platformRefusal.${kind}.${refusal.code}`;
  if (Object.hasOwn(enUS, id)) return t(id as MessageId, { field });
  const anyCode = `errors.message.${refusal.code}`;
  if (Object.hasOwn(enUS, anyCode)) return t(anyCode as MessageId, { field });
  return refusal.message;
}

/** A change made here that the platform refused (pickup view's refusedChange); code and message are null
 * when the refusal came without an error body. */
export function refusedChangeText(
  refused: { code: string | null; field: string | null; message: string | null },
  t: Translate,
): string {
  if (refused.code === null || refused.message === null) return t('platformRefusal.order.withoutReason');
  const details = refused.field === null ? [] : [{ path: refused.field }];
  return platformRefusalText('order', { code: refused.code, message: refused.message, details }, t);
}
