// Where a refused sign-in is shown: next to the field it concerns, else above the form.
import type { BridgeError } from '../../../../shared/bridge';
import { errorWhatToDo } from '../../ui';

export interface SignInErrors {
  url?: string;
  username?: string;
  password?: string;
  /** Not about one field: shown above the form with what to do. */
  form?: { message: string; whatToDo: string };
}

export function signInErrorsFrom(error: BridgeError): SignInErrors {
  if (error.code === 'invalid_grant') return { password: 'Wrong username or password' };
  const byField: SignInErrors = {};
  for (const field of ['url', 'username', 'password'] as const) {
    const reason = error.reasonFor(field);
    if (reason) byField[field] = capitalise(reason);
  }
  if (byField.url || byField.username || byField.password) return byField;
  return { form: { message: error.message, whatToDo: errorWhatToDo(error) } };
}

/** What the form checks before asking the platform: blank fields and an address that is not http(s). */
export function checkSignInForm(form: {
  mode: 'embedded' | 'url';
  url: string;
  username: string;
  password: string;
}): SignInErrors {
  const errors: SignInErrors = {};
  if (form.mode === 'url') {
    const url = form.url.trim();
    if (url === '') errors.url = 'Enter the platform address';
    else if (!isHttpUrl(url)) errors.url = 'Enter an address starting with http:// or https://';
  }
  if (form.username.trim() === '') errors.username = 'Enter your username';
  if (form.password === '') errors.password = 'Enter your password';
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
