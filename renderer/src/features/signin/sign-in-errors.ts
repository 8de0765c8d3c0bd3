// Where a refused sign-in is shown: next to the field it concerns, else above the form.
import type { BridgeError } from '../../../../shared/bridge';
import type { Translate } from '../../i18n/I18nProvider';
import { adviceText } from '../../ui/error-advice';

export interface SignInErrors {
  url?: string;
  username?: string;
  password?: string;
  /** Not about one field: shown above the form with what to do. */
  form?: { message: string; whatToDo: string };
}

/** The error's sentence and why it refused a field, in the session's language (useErrorText()). */
export interface ErrorWords {
  message: (error: BridgeError) => string;
  reason: (error: BridgeError, path: string) => string | undefined;
}

export function signInErrorsFrom(error: BridgeError, t: Translate, words: ErrorWords): SignInErrors {
  if (error.code === 'invalid_grant') return { password: t('signin.error.wrongCredentials') };
  const byField: SignInErrors = {};
  for (const field of ['url', 'username', 'password'] as const) {
    const reason = words.reason(error, field);
    if (reason) byField[field] = capitalise(reason);
  }
  if (byField.url || byField.username || byField.password) return byField;
  return { form: { message: words.message(error), whatToDo: adviceText(error.code, t) } };
}

/** What the form checks before asking the platform: blank fields and an address that is not http(s). */
export function checkSignInForm(
  form: {
    mode: 'embedded' | 'url';
    url: string;
    username: string;
    password: string;
  },
  t: Translate,
): SignInErrors {
  const errors: SignInErrors = {};
  if (form.mode === 'url') {
    const url = form.url.trim();
    if (url === '') errors.url = t('signin.error.noAddress');
    else if (!isHttpUrl(url)) errors.url = t('signin.error.notHttp');
  }
  if (form.username.trim() === '') errors.username = t('signin.error.noUsername');
  if (form.password === '') errors.password = t('signin.error.noPassword');
  return errors;
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
