// Step 1: which platform this workstation talks to, and who is signing in. Each refusal is shown next to
// the field it concerns (a wrong password under the password, an address that answers nothing under it).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages, type Translate } from '../../i18n/I18nProvider';
import { Banner, Button, TextField, useErrorText } from '../../ui';
import { checkSignInForm, signInErrorsFrom, type SignInErrors } from './sign-in-errors';
import { SignInLayout } from './SignInLayout';

/** What the address field shows as an example (an address, the same in every language). */
const EXAMPLE_PLATFORM_URL = 'https://pos.example.com';

export function SignInScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const errorText = useErrorText();
  const platform = usePosStore(useShallow((state) => state.session?.platform ?? null));
  const sessionEnded = usePosStore((state) => state.sessionEnded);
  const lastUsername = usePosStore((state) => state.session?.lastUsername ?? '');
  const [mode, setMode] = useState<'embedded' | 'url'>(platform?.mode ?? 'embedded');
  const [url, setUrl] = useState(platform?.mode === 'url' ? (platform.url ?? '') : '');
  // The last person who signed in here is the likeliest next one: their name is filled in, never a session.
  const [username, setUsername] = useState(lastUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<SignInErrors>({});
  const [busy, setBusy] = useState(false);
  // After a refusal the keyboard goes to the first field that needs attention (once the errors are shown).
  const [focusRequest, setFocusRequest] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest, busy]);
  const focusFirstInvalid = () => setFocusRequest((count) => count + 1);

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
      const state = api.getState();
      const current = state.session?.platform;
      const wantedUrl = url.trim();
      const changes =
        mode === 'embedded'
          ? current?.mode !== 'embedded'
          : current?.mode !== 'url' || current.url !== wantedUrl;
      if (changes) {
        const switched = await state.setPlatform(mode === 'embedded' ? { mode } : { mode, url: wantedUrl });
        if (!switched) {
          const error = api.getState().platformChange.error;
          setErrors(error ? platformErrors(error, t, errorText.message) : {});
          focusFirstInvalid();
          return;
        }
      }
      const signedIn = await api.getState().signIn(username.trim(), password);
      if (!signedIn) {
        const error = api.getState().signInStatus.error;
        if (error) setErrors(signInErrorsFrom(error, t, errorText.message));
        setPassword('');
        focusFirstInvalid();
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <SignInLayout>
      <section className="signin-card" aria-labelledby="signin-title">
        <h1 className="signin-card__title" id="signin-title">
          {t('signin.title')}
        </h1>
        <p className="signin-card__subtitle">{t('signin.subtitle')}</p>
        <form ref={form} className="signin-form" onSubmit={(event) => void submit(event)} noValidate>
          {sessionEnded && !errors.form ? (
            <Banner tone="info" title={t('signin.sessionEnded.title', { username: sessionEnded })}>
              {t('signin.sessionEnded.message')}
            </Banner>
          ) : null}
          {errors.form ? (
            <Banner tone="danger" title={errors.form.message}>
              {errors.form.whatToDo}
            </Banner>
          ) : null}
          <fieldset className="choice-group">
            <legend className="choice-group__legend">{t('signin.platform')}</legend>
            <div className="choice-group__options">
              <label className="choice">
                <input
                  type="radio"
                  name="platform"
                  value="embedded"
                  checked={mode === 'embedded'}
                  onChange={() => setMode('embedded')}
                />
                <span className="choice__text">
                  <span className="choice__title">{t('signin.platform.embedded')}</span>
                  <span className="choice__meta">{t('signin.platform.embedded.meta')}</span>
                </span>
              </label>
              <label className="choice">
                <input
                  type="radio"
                  name="platform"
                  value="url"
                  checked={mode === 'url'}
                  onChange={() => setMode('url')}
                />
                <span className="choice__text">
                  <span className="choice__title">{t('signin.platform.url')}</span>
                  <span className="choice__meta">{t('signin.platform.url.meta')}</span>
                </span>
              </label>
            </div>
          </fieldset>
          {mode === 'url' ? (
            <TextField
              label={t('signin.platformAddress')}
              type="url"
              placeholder={EXAMPLE_PLATFORM_URL}
              value={url}
              onValueChange={(value) => {
                setUrl(value);
                setErrors((current) => ({ ...current, url: undefined }));
              }}
              error={errors.url}
              autoComplete="url"
              spellCheck={false}
            />
          ) : null}
          <TextField
            label={t('signin.username')}
            value={username}
            onValueChange={(value) => {
              setUsername(value);
              setErrors((current) => ({ ...current, username: undefined }));
            }}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
          <TextField
            label={t('signin.password')}
            type="password"
            value={password}
            onValueChange={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
            error={errors.password}
            autoComplete="current-password"
          />
          <Button type="submit" variant="primary" size="large" block busy={busy}>
            {t('signin.submit')}
          </Button>
        </form>
      </section>
    </SignInLayout>
  );
}

function platformErrors(
  error: BridgeError,
  t: Translate,
  message: (error: BridgeError) => string,
): SignInErrors {
  const errors = signInErrorsFrom(error, t, message);
  // A platform that cannot be reached is about the address typed, even when the error names no field.
  if (!errors.url && error.code === 'platform_unreachable') return { url: message(error) };
  return errors;
}
