// A locked shared counter: it shows who is signed in and nothing else of the store (no customer, no order,
// no drawer figure — the screens behind are not even rendered). The same associate unlocks it with their
// PIN or password; another associate switches in without closing anything; or the counter signs out.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { Credential } from '../../../../shared/bridge/calls/session';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages, useRichMessages } from '../../i18n/I18nProvider';
import { Banner, Button, DateText, Icon, TextField, errorMessage } from '../../ui';
import { useCredentialRefusal } from './credential-refusal';
import { SignInLayout } from './SignInLayout';

type Method = Credential['method'];

function credentialOf(method: Method, secret: string): Credential {
  return method === 'pin' ? { method, pin: secret } : { method, password: secret };
}

export function LockScreen() {
  const api = usePosStoreApi();
  const t = useMessages();
  const rich = useRichMessages();
  const { user, store, since, unlockStatus, switchStatus } = usePosStore(
    useShallow((state) => ({
      user: state.session?.user ?? null,
      store: state.session?.store ?? null,
      since: state.session?.lock.since ?? null,
      unlockStatus: state.unlockStatus,
      switchStatus: state.switchStatus,
    })),
  );
  const [switching, setSwitching] = useState(false);
  if (!user) return null;

  return (
    <SignInLayout>
      <section className="signin-card lock-card" aria-labelledby="lock-title">
        <h1 className="signin-card__title" id="lock-title">
          <Icon name="lock" /> {t('signin.lock.title')}
        </h1>
        <p className="signin-card__subtitle">
          {rich(store ? 'signin.lock.signedInAt' : 'signin.lock.signedIn', {
            username: user.username,
            store: store?.label,
            strong: (chunks) => <strong translate="no">{chunks}</strong>,
          })}
          {since ? (
            <> · {rich('signin.lock.lockedAt', { time: <DateText value={since} style="time" /> })}</>
          ) : null}
          .
        </p>
        {switching ? (
          <SwitchForm
            status={switchStatus}
            onCancel={() => {
              api.getState().clearLockErrors();
              setSwitching(false);
            }}
            onSubmit={(username, credential) => api.getState().switchUser(username, credential)}
          />
        ) : (
          <UnlockForm
            username={user.username}
            hasPin={user.hasPin}
            status={unlockStatus}
            onSubmit={(credential) => api.getState().unlock(credential)}
          />
        )}
        <div className="lock-card__others">
          {switching ? null : (
            <Button
              variant="secondary"
              icon="user"
              onClick={() => {
                api.getState().clearLockErrors();
                setSwitching(true);
              }}
            >
              {t('signin.lock.switch')}
            </Button>
          )}
          <Button variant="ghost" icon="signOut" onClick={() => void api.getState().signOut()}>
            {t('signin.signOut')}
          </Button>
        </div>
      </section>
    </SignInLayout>
  );
}

function MethodChoice({
  method,
  onChange,
  name,
}: {
  method: Method;
  onChange: (method: Method) => void;
  name: string;
}) {
  const t = useMessages();
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">{t('signin.lock.method')}</legend>
      <div className="choice-group__options">
        {(['pin', 'password'] as const).map((candidate) => (
          <label className="choice" key={candidate}>
            <input
              type="radio"
              name={name}
              value={candidate}
              checked={method === candidate}
              onChange={() => onChange(candidate)}
            />
            <span className="choice__text">
              <span className="choice__title">
                {candidate === 'pin' ? t('signin.lock.method.pin') : t('signin.lock.method.password')}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SecretField({
  method,
  value,
  onChange,
  error,
  autoFocus,
}: {
  method: Method;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  const t = useMessages();
  return method === 'pin' ? (
    <TextField
      label={t('signin.lock.pin')}
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={8}
      value={value}
      onValueChange={(next) => onChange(next.replace(/\D/g, ''))}
      error={error}
      autoFocus={autoFocus}
    />
  ) : (
    <TextField
      label={t('signin.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onValueChange={onChange}
      error={error}
      autoFocus={autoFocus}
    />
  );
}

function UnlockForm({
  username,
  hasPin,
  status,
  onSubmit,
}: {
  username: string;
  hasPin: boolean;
  status: { status: string; error: BridgeError | null };
  onSubmit: (credential: Credential) => Promise<boolean>;
}) {
  const t = useMessages();
  const [method, setMethod] = useState<Method>(hasPin ? 'pin' : 'password');
  const [secret, setSecret] = useState('');
  const refusal = useCredentialRefusal();
  const error = status.status === 'failed' ? status.error : null;
  const secretError = refusal(error, method);
  const otherError = error && !secretError ? error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret) return;
    if (!(await onSubmit(credentialOf(method, secret)))) setSecret('');
  }

  return (
    <form
      className="signin-form"
      aria-label={t('signin.lock.unlockAs', { username })}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {otherError ? <Banner tone="danger" title={errorMessage(otherError)} /> : null}
      {hasPin ? (
        <MethodChoice
          method={method}
          onChange={(next) => {
            setMethod(next);
            setSecret('');
          }}
          name="unlock-method"
        />
      ) : null}
      <SecretField method={method} value={secret} onChange={setSecret} error={secretError} autoFocus />
      <Button type="submit" variant="primary" icon="lock" disabled={!secret || status.status === 'pending'}>
        {t('signin.lock.unlock')}
      </Button>
    </form>
  );
}

function SwitchForm({
  status,
  onSubmit,
  onCancel,
}: {
  status: { status: string; error: BridgeError | null };
  onSubmit: (username: string, credential: Credential) => Promise<boolean>;
  onCancel: () => void;
}) {
  const t = useMessages();
  const [username, setUsername] = useState('');
  const [method, setMethod] = useState<Method>('pin');
  const [secret, setSecret] = useState('');
  const refusal = useCredentialRefusal();
  const error = status.status === 'failed' ? status.error : null;
  const secretError = refusal(error, method);
  const otherError = error && !secretError ? error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !secret) return;
    if (!(await onSubmit(username.trim(), credentialOf(method, secret)))) setSecret('');
  }

  return (
    <form
      className="signin-form"
      aria-label={t('signin.lock.switch')}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {otherError ? <Banner tone="danger" title={errorMessage(otherError)} /> : null}
      <TextField
        label={t('signin.username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="username"
        autoFocus
      />
      <MethodChoice
        method={method}
        onChange={(next) => {
          setMethod(next);
          setSecret('');
        }}
        name="switch-method"
      />
      <SecretField method={method} value={secret} onChange={setSecret} error={secretError} />
      <div className="lock-card__actions">
        <Button variant="ghost" onClick={onCancel}>
          {t('signin.lock.back')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!username.trim() || !secret || status.status === 'pending'}
        >
          {t('signin.lock.switch.submit')}
        </Button>
      </div>
    </form>
  );
}
