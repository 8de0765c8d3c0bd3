// Why the platform or the workstation refused one field of the staff PIN or counter mode dialogs, in the
// session's language. Their details carry no reason code, so the field and the error's code say which
// refusal it is; the PIN that was sent tells a PIN of the wrong length from a PIN too easy to guess.
import type { BridgeError } from '../../../../shared/bridge';
import {
  isGuessablePin,
  STAFF_PIN_MAX_DIGITS,
  STAFF_PIN_MIN_DIGITS,
} from '../../../../shared/contract/staff-pin';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import type { MessageId } from '../../i18n/messages/en-US';
import { useErrorText } from '../../ui';

type Refusal = Pick<BridgeError, 'code' | 'details'>;

function refusalId(code: string, path: string, sentPin: string): MessageId | undefined {
  if (path === 'approver.username' && code === 'forbidden') return 'signinRefusal.notManager';
  if (path === 'approver.password' && code === 'invalid_grant') return 'signinRefusal.wrongManagerPassword';
  if (path === 'password' && code === 'wrong_password') return 'signinRefusal.notYourPassword';
  if (path === 'pin' && code === 'invalid_request') {
    const digits = new RegExp(`^[0-9]{${STAFF_PIN_MIN_DIGITS},${STAFF_PIN_MAX_DIGITS}}$`);
    if (!digits.test(sentPin)) return 'signinRefusal.pinDigits';
    if (isGuessablePin(sentPin)) return 'signinRefusal.pinGuessable';
  }
  return undefined;
}

/** The refusal of the field at `path` worded by the catalog; undefined when it is not one of the dialogs' own. */
export function signinFieldReason(
  error: Refusal | null | undefined,
  path: string,
  t: Translate,
  sentPin = '',
): string | undefined {
  if (!error?.details?.some((detail) => detail.path === path)) return undefined;
  const id = refusalId(error.code, path, sentPin);
  return id ? t(id, { min: STAFF_PIN_MIN_DIGITS, max: STAFF_PIN_MAX_DIGITS }) : undefined;
}

/** `reason(error, path, sentPin?)`: the dialogs' own refusals, else what useErrorText says for the field. */
export function useSigninFieldReason(): (
  error: BridgeError | null | undefined,
  path: string,
  sentPin?: string,
) => string | undefined {
  const t = useMessages();
  const errorText = useErrorText();
  return (error, path, sentPin) =>
    signinFieldReason(error, path, t, sentPin) ?? errorText.reason(error, path);
}
