// A locked shared counter: it shows who is signed in and nothing else of the store (no customer, no order,
// no drawer figure — the screens behind are not even rendered). The same associate unlocks it with their
// PIN or password; another associate switches in without closing anything; or the counter signs out.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { BridgeError } from '../../../../shared/bridge';
import type { Credential } from '../../../../shared/bridge/calls/session';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, DateText, Icon, TextField } from '../../ui';
import { SignInLayout } from './SignInLayout';

type Method = Credential['method'];

/** The message under the field a refusal names (`credential.pin`, `credential.password`). */
function fieldError(error: BridgeError | null, method: Method): string | undefined {
  if (!error) return undefined;
  const detail = error.details?.find((candidate) => candidate.path === `credential.${method}`);
  if (detail)
    return error.code === 'invalid_grant' && !/locked/.test(detail.message)
      ? `That ${method === 'pin' ? 'PIN' : 'password'} is not right`
      : error.message;
  return undefined;
}

function credentialOf(method: Method, secret: string): Credential {
  return method === 'pin' ? { method, pin: secret } : { method, password: secret };
}

export function LockScreen() {
  const api = usePosStoreApi();
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
          <Icon name="lock" /> Workstation locked
        </h1>
        <p className="signin-card__subtitle">
          <strong>{user.username}</strong> is signed in{store ? ` at ${store.label}` : ''}
          {since ? (
            <>
              {' '}
              · locked <DateText value={since} style="time" />
            </>
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
              Switch associate
            </Button>
          )}
          <Button variant="ghost" icon="signOut" onClick={() => void api.getState().signOut()}>
            Sign out
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
  return (
    <fieldset className="choice-group">
      <legend className="choice-group__legend">How to prove it is you</legend>
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
              <span className="choice__title">{candidate === 'pin' ? 'Use my PIN' : 'Use my password'}</span>
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
  return method === 'pin' ? (
    <TextField
      label="Staff PIN"
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
      label="Password"
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
  const [method, setMethod] = useState<Method>(hasPin ? 'pin' : 'password');
  const [secret, setSecret] = useState('');
  const error = status.status === 'failed' ? status.error : null;
  const otherError = error && !fieldError(error, method) ? error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!secret) return;
    if (!(await onSubmit(credentialOf(method, secret)))) setSecret('');
  }

  return (
    <form
      className="signin-form"
      aria-label={`Unlock as ${username}`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {otherError ? <Banner tone="danger" title={otherError.message} /> : null}
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
      <SecretField
        method={method}
        value={secret}
        onChange={setSecret}
        error={fieldError(error, method)}
        autoFocus
      />
      <Button type="submit" variant="primary" icon="lock" disabled={!secret || status.status === 'pending'}>
        Unlock
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
  const [username, setUsername] = useState('');
  const [method, setMethod] = useState<Method>('pin');
  const [secret, setSecret] = useState('');
  const error = status.status === 'failed' ? status.error : null;
  const otherError = error && !fieldError(error, method) ? error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !secret) return;
    if (!(await onSubmit(username.trim(), credentialOf(method, secret)))) setSecret('');
  }

  return (
    <form
      className="signin-form"
      aria-label="Switch associate"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      {otherError ? <Banner tone="danger" title={otherError.message} /> : null}
      <TextField
        label="Username"
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
      <SecretField method={method} value={secret} onChange={setSecret} error={fieldError(error, method)} />
      <div className="lock-card__actions">
        <Button variant="ghost" onClick={onCancel}>
          Back
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={!username.trim() || !secret || status.status === 'pending'}
        >
          Switch
        </Button>
      </div>
    </form>
  );
}
