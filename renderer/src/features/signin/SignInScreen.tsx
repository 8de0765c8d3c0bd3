// Step 1: which platform this workstation talks to, and who is signing in. Each refusal is shown next to
// the field it concerns (a wrong password under the password, an address that answers nothing under it).
import { useRef } from 'react';
import { usePosStore } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, TextField } from '../../ui';
import type { SignInErrors } from './sign-in-errors';
import { SignInLayout } from './SignInLayout';
import { useSignInForm, type PlatformMode } from './use-sign-in-form';

/** What the address field shows as an example (an address, the same in every language). */
const EXAMPLE_PLATFORM_URL = 'https://pos.example.com';

export function SignInScreen() {
  const t = useMessages();
  const formElement = useRef<HTMLFormElement>(null);
  const form = useSignInForm(formElement);
  const { errors } = form;

  return (
    <SignInLayout>
      <section className="signin-card" aria-labelledby="signin-title">
        <h1 className="signin-card__title" id="signin-title">
          {t('signin.title')}
        </h1>
        <p className="signin-card__subtitle">{t('signin.subtitle')}</p>
        <form
          ref={formElement}
          className="signin-form"
          onSubmit={(event) => void form.submit(event)}
          noValidate
        >
          <SignInNotices errors={errors} />
          <PlatformChoice mode={form.mode} onChange={form.setMode} />
          {form.mode === 'url' ? (
            <TextField
              label={t('signin.platformAddress')}
              type="url"
              placeholder={EXAMPLE_PLATFORM_URL}
              value={form.url}
              onValueChange={form.setUrl}
              error={errors.url}
              autoComplete="url"
              spellCheck={false}
            />
          ) : null}
          <TextField
            label={t('signin.username')}
            value={form.username}
            onValueChange={form.setUsername}
            error={errors.username}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
          />
          <TextField
            label={t('signin.password')}
            type="password"
            value={form.password}
            onValueChange={form.setPassword}
            error={errors.password}
            autoComplete="current-password"
          />
          <Button type="submit" variant="primary" size="large" block busy={form.busy}>
            {t('signin.submit')}
          </Button>
        </form>
      </section>
    </SignInLayout>
  );
}

/** Above the form: why the last session ended, or a refusal that is about no field in particular. */
function SignInNotices({ errors }: { errors: SignInErrors }) {
  const t = useMessages();
  const sessionEnded = usePosStore((state) => state.sessionEnded);
  return (
    <>
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
    </>
  );
}

/** The platform this workstation talks to: the one built in, or one at an address. */
function PlatformChoice({ mode, onChange }: { mode: PlatformMode; onChange: (mode: PlatformMode) => void }) {
  const t = useMessages();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('signin.platform')}</legend>
      <div className="choice-group__options">
        <label className="choice">
          <input
            type="radio"
            name="platform"
            value="embedded"
            checked={mode === 'embedded'}
            onChange={() => onChange('embedded')}
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
            onChange={() => onChange('url')}
          />
          <span className="choice__text">
            <span className="choice__title">{t('signin.platform.url')}</span>
            <span className="choice__meta">{t('signin.platform.url.meta')}</span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
