// Counter mode: a dedicated counter workstation runs full screen (the desktop app's kiosk window), with every
// shortcut still working. A manager turns it on; leaving it takes a manager too — at the keyboard, or
// approving on the spot with their username and password (checked by the platform).
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useMessages } from '../../i18n/I18nProvider';
import { Banner, Button, Dialog, useErrorText } from '../../ui';
import { ManagerCredentialFields } from './ManagerCredentialFields';
import { useSigninFieldReason } from './signin-field-reason';

export function CounterModeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
  const t = useMessages();
  const errorText = useErrorText();
  const reason = useSigninFieldReason();
  const { counterMode, isManager, status } = usePosStore(
    useShallow((state) => ({
      counterMode: state.session?.counterMode ?? false,
      isManager: state.session?.user?.permissions.manageCash ?? false,
      status: state.counterModeStatus,
    })),
  );
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const needsApproval = !isManager;
  const error = status.status === 'failed' ? status.error : null;
  const usernameError = reason(error, 'approver.username');
  const passwordError = reason(error, 'approver.password');
  const otherError = error && !usernameError && !passwordError ? errorText.message(error) : undefined;

  function close() {
    setUsername('');
    setPassword('');
    api.getState().clearLockErrors();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const approver = needsApproval ? { username: username.trim(), password } : undefined;
    if (await api.getState().setCounterMode(!counterMode, approver)) close();
    else setPassword('');
  }

  const title = counterMode ? t('signin.counter.leave') : t('signin.counter.title');
  return (
    <Dialog
      open={open}
      onClose={close}
      title={title}
      description={counterMode ? t('signin.counter.leave.description') : t('signin.counter.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('signin.cancel')}
          </Button>
          <Button
            type="submit"
            form="counter-mode-form"
            variant="primary"
            disabled={status.status === 'pending' || (needsApproval && (!username.trim() || !password))}
          >
            {counterMode ? t('signin.counter.leave') : t('signin.counter.turnOn')}
          </Button>
        </>
      }
    >
      <form
        id="counter-mode-form"
        className="signin-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {otherError ? <Banner tone="danger" title={otherError} /> : null}
        {needsApproval ? (
          <>
            <p>{t('signin.counter.approval')}</p>
            <ManagerCredentialFields
              username={username}
              password={password}
              onUsernameChange={setUsername}
              onPasswordChange={setPassword}
              usernameError={usernameError}
              passwordError={passwordError}
            />
          </>
        ) : null}
      </form>
    </Dialog>
  );
}
