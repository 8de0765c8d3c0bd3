// A manager's username and password typed on the spot to approve something (leaving counter mode, a return
// without its receipt): the platform checks them; nothing here keeps them.
import { useMessages } from '../../i18n/I18nProvider';
import { TextField } from '../../ui';

export function ManagerCredentialFields({
  username,
  password,
  onUsernameChange,
  onPasswordChange,
  usernameError,
  passwordError,
}: {
  username: string;
  password: string;
  onUsernameChange: (username: string) => void;
  onPasswordChange: (password: string) => void;
  usernameError?: string | undefined;
  passwordError?: string | undefined;
}) {
  const t = useMessages();
  return (
    <>
      <TextField
        label={t('signin.manager.username')}
        value={username}
        onValueChange={onUsernameChange}
        autoComplete="off"
        error={usernameError}
      />
      <TextField
        label={t('signin.manager.password')}
        type="password"
        autoComplete="off"
        value={password}
        onValueChange={onPasswordChange}
        error={passwordError}
      />
    </>
  );
}
