// An associate's own staff PIN: set (typed twice) or removed, with their password as proof. The platform
// checks the PIN's rules (4 to 8 digits, not 1111 or 1234) and the password; refusals show under the field.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, Dialog, TextField, useErrorText } from '../../ui';
import { useSigninFieldReason } from './signin-field-reason';

export function StaffPinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages();
  const pin = useStaffPinForm(onClose);
  const { hasPin, pending, password } = pin;
  return (
    <Dialog
      open={open}
      onClose={pin.close}
      title={hasPin ? t('signin.pin.change') : t('signin.pin.set')}
      description={t('signin.pin.description')}
      footer={
        <>
          {hasPin ? (
            <Button variant="ghost" disabled={!password || pending} onClick={() => void pin.remove()}>
              {t('signin.pin.remove')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={pin.close}>
            {t('signin.cancel')}
          </Button>
          <Button
            type="submit"
            form="staff-pin-form"
            variant="primary"
            disabled={!pin.pin || !pin.repeat || !password || pending}
          >
            {t('signin.pin.save')}
          </Button>
        </>
      }
    >
      <form id="staff-pin-form" className="signin-form" onSubmit={(event) => void pin.save(event)} noValidate>
        <StaffPinFields form={pin} />
      </form>
    </Dialog>
  );
}

/** The new PIN twice and the password, each with the platform's refusal under it. */
function StaffPinFields({ form }: { form: StaffPinForm }) {
  const t = useMessages();
  const digits = (value: string) => value.replace(/\D/g, '').slice(0, 8);
  return (
    <>
      {form.otherError ? <Banner tone="danger" title={form.otherError} /> : null}
      <TextField
        label={t('signin.pin.new')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        hint={t('signin.pin.new.hint')}
        value={form.pin}
        onValueChange={(value) => form.setPin(digits(value))}
        error={form.pinError}
      />
      <TextField
        label={t('signin.pin.repeat')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={form.repeat}
        onValueChange={(value) => form.setRepeat(digits(value))}
        error={form.mismatch ? t('signin.pin.mismatch') : undefined}
      />
      <TextField
        label={t('signin.pin.password')}
        type="password"
        autoComplete="current-password"
        value={form.password}
        onValueChange={form.setPassword}
        error={form.passwordError}
      />
    </>
  );
}

type StaffPinForm = ReturnType<typeof useStaffPinForm>;

/** The typed PIN, its repeat and the password; saving or removing the PIN; the refusals, by field. */
function useStaffPinForm(onClose: () => void) {
  const api = usePosStoreApi();
  const errorText = useErrorText();
  const reason = useSigninFieldReason();
  const { hasPin, status } = usePosStore(
    useShallow((state) => ({ hasPin: state.session?.user?.hasPin ?? false, status: state.pinStatus })),
  );
  const [pin, setPin] = useState('');
  const [repeat, setRepeat] = useState('');
  const [password, setPassword] = useState('');
  const [mismatch, setMismatch] = useState(false);
  // The PIN the platform judged: its refusal stays about that PIN while the associate types another.
  const [sentPin, setSentPin] = useState('');
  const error = status.status === 'failed' ? status.error : null;
  const pinError = reason(error, 'pin', sentPin);
  const passwordError = reason(error, 'password');

  function close() {
    setPin('');
    setRepeat('');
    setPassword('');
    setMismatch(false);
    api.getState().clearLockErrors();
    onClose();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (pin !== repeat) {
      setMismatch(true);
      return;
    }
    setSentPin(pin);
    if (await api.getState().setPin(pin, password)) close();
    else setPassword('');
  }

  async function remove() {
    if (await api.getState().removePin(password)) close();
    else setPassword('');
  }

  return {
    hasPin,
    pending: status.status === 'pending',
    pin,
    // Typing either PIN again takes back "the PINs do not match".
    setPin: (value: string) => {
      setPin(value);
      setMismatch(false);
    },
    repeat,
    setRepeat: (value: string) => {
      setRepeat(value);
      setMismatch(false);
    },
    password,
    setPassword,
    mismatch,
    pinError,
    passwordError,
    otherError: error && !pinError && !passwordError ? errorText.message(error) : undefined,
    close,
    save,
    remove,
  };
}
