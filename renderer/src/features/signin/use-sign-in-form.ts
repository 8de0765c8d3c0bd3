// The sign-in form's state and its submission: the platform chosen (switched first when it changed), then the
// person's name and password. A refusal lands on its field, and the keyboard goes to the first field to fix.
import { useEffect, useState, type FormEvent, type RefObject } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import { usePosStore, usePosStoreApi, type PosStore } from '../../store/pos-store';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { useErrorText } from '../../ui';
import { checkSignInForm, signInErrorsFrom, type ErrorWords, type SignInErrors } from './sign-in-errors';

export type PlatformMode = 'embedded' | 'url';

/** `form`: the form element, where the first field to fix is looked for. */
export function useSignInForm(form: RefObject<HTMLFormElement | null>) {
  const api = usePosStoreApi();
  const t = useMessages();
  const errorText = useErrorText();
  const platform = usePosStore(useShallow((state) => state.session?.platform ?? null));
  const lastUsername = usePosStore((state) => state.session?.lastUsername ?? '');
  const [mode, setMode] = useState<PlatformMode>(platform?.mode ?? 'embedded');
  const [url, setUrl] = useState(platform?.mode === 'url' ? (platform.url ?? '') : '');
  // The last person who signed in here is the likeliest next one: their name is filled in, never a session.
  const [username, setUsername] = useState(lastUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  // After a refusal the keyboard goes to the first field that needs attention (once the errors are shown).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, busy, form]);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);

  async function signIn() {
    const platformError = await switchPlatformIfChanged(api, mode, url.trim());
    if (platformError !== undefined) {
      setErrors(platformError ? platformErrors(platformError, t, errorText) : {});
      focusFirstInvalid();
      return;
    }
    const signedIn = await api.getState().signIn(username.trim(), password);
    if (!signedIn) {
      const error = api.getState().signInStatus.error;
      if (error) setErrors(signInErrorsFrom(error, t, errorText));
      setPassword('');
      focusFirstInvalid();
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkSignInForm({ mode, url, username, password }, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setBusy(true);
    try {
      await signIn();
    } finally {
      setBusy(false);
    }
  }

  /** A field's new value clears the refusal shown under it. */
  const edit =
    (field: 'url' | 'username' | 'password', setValue: (value: string) => void) => (value: string) => {
      setValue(value);
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  return {
    mode,
    setMode,
    url,
    setUrl: edit('url', setUrl),
    username,
    setUsername: edit('username', setUsername),
    password,
    setPassword: edit('password', setPassword),
    errors,
    busy,
    submit,
  };
}

/**
 * Switches the platform when the one chosen is not the current one. Returns undefined when the workstation
 * is on the chosen platform, else the refusal (null when the store kept none).
 */
async function switchPlatformIfChanged(
  api: PosStore,
  mode: PlatformMode,
  wantedUrl: string,
): Promise<BridgeError | null | undefined> {
  const state = api.getState();
  const current = state.session?.platform;
  const changes =
    mode === 'embedded' ? current?.mode !== 'embedded' : current?.mode !== 'url' || current.url !== wantedUrl;
  if (!changes) return undefined;
  const switched = await state.setPlatform(mode === 'embedded' ? { mode } : { mode, url: wantedUrl });
  if (switched) return undefined;
  return api.getState().platformChange.error ?? null;
}

function platformErrors(error: BridgeError, t: Translate, words: ErrorWords): SignInErrors {
  const errors = signInErrorsFrom(error, t, words);
  // A platform that cannot be reached is about the address typed, even when the error names no field.
  if (!errors.url && error.code === 'platform_unreachable') return { url: words.message(error) };
  return errors;
}
