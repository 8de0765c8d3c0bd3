// Why the lock screen refused a PIN or password, under that field, in the session's language: a wrong one,
// a PIN locked by too many wrong ones (until when, in the store's time zone: the platform sends an instant),
// or what the error's code says.
import type { BridgeError } from '../../../../shared/bridge';
import type { Credential } from '../../../../shared/bridge/calls/session';
import { useMessages } from '../../i18n/I18nProvider';
import { formatDate, useErrorText, useLocale, useStoreTimeZone } from '../../ui';

/** The instant a refused PIN unlocks (the platform's values `{reason: 'pin_locked', until}`), else undefined. */
export function pinLockedUntil(error: Pick<BridgeError, 'values'>): string | undefined {
  const values = error.values;
  const until = values?.['until'];
  return values?.['reason'] === 'pin_locked' && typeof until === 'string' ? until : undefined;
}

/** `refusal(error, method)`: the text under the `credential.<method>` field; undefined when the error names no such field. */
export function useCredentialRefusal(): (
  error: BridgeError | null,
  method: Credential['method'],
) => string | undefined {
  const t = useMessages();
  const errorText = useErrorText();
  const locale = useLocale();
  const timeZone = useStoreTimeZone();
  return (error, method) => {
    if (!error?.details?.some((detail) => detail.path === `credential.${method}`)) return undefined;
    const until = pinLockedUntil(error);
    if (until) return t('accessRefusal.pinLocked', { until: formatDate(until, locale, 'time', timeZone) });
    if (error.code !== 'invalid_grant') return errorText.message(error);
    return method === 'pin' ? t('signin.lock.wrongPin') : t('signin.lock.wrongPassword');
  };
}
