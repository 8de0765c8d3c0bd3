// A manager approves the return on the spot with their username and password (a return without the
// receipt, or above the amount the business set). The platform checks them and records who approved;
// the password is sent once with the return and never kept here.
import { useState, type FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Banner, Button, Dialog, useErrorText } from '../../ui';
import { ManagerCredentialFields } from '../signin';

export function ManagerApprovalDialog({ open }: { open: boolean }) {
  const t = useMessages();
  const errorText = useErrorText();
  const api = usePosStoreApi();
  const { completion, why } = usePosStore(
    useShallow((state) => ({ completion: state.returnCompletion, why: state.managerApprovalReason })),
  );
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const error = completion.status === 'failed' ? completion.error : null;
  // The platform's first answer said why a manager is needed; a later refusal says what was wrong.
  const refused = error?.code === 'approval_refused' ? errorText.message(error) : null;

  function close() {
    setUsername('');
    setPassword('');
    api.getState().dismissManagerApproval();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const approved = await api.getState().completeReturn({ username: username.trim(), password });
    setPassword('');
    if (approved) setUsername('');
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('history.approval.title')}
      description={t('history.approval.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('history.approval.cancel')}
          </Button>
          <Button
            type="submit"
            form="manager-approval-form"
            variant="primary"
            busy={completion.status === 'pending'}
            disabled={!username.trim() || !password}
          >
            {t('history.approval.approve')}
          </Button>
        </>
      }
    >
      <form
        id="manager-approval-form"
        className="signin-form"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        {why ? <p>{errorText.message(why)}</p> : null}
        {refused ? <Banner tone="danger" title={refused} /> : null}
        <ManagerCredentialFields
          username={username}
          password={password}
          onUsernameChange={setUsername}
          onPasswordChange={setPassword}
        />
      </form>
    </Dialog>
  );
}
