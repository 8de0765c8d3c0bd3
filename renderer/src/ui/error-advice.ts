// What a person can do about an error, by its code: ErrorState and toasts show it under the message.
import type { BridgeError } from '../../../shared/bridge';

const ADVICE: Record<string, string> = {
  platform_unreachable:
    'Check the network connection. You can keep working; changes are sent when the platform is back.',
  host_unreachable: 'The app itself stopped answering. Restart Associate POS.',
  not_signed_in: 'Sign in again to continue.',
  no_store_selected: 'Choose the store you work in first.',
  forbidden: 'Ask a manager or an administrator to do this, or to give you access.',
  invalid_request: 'Correct the highlighted fields and try again.',
  invalid_grant: 'Check the username and password (they are case-sensitive).',
  missing_secret: 'Open the full address the app printed when it started.',
  internal_error: 'Try again. If it keeps happening, restart the app and tell your administrator.',
};

export function errorWhatToDo(error: Pick<BridgeError, 'code'>): string {
  return ADVICE[error.code] ?? 'Try again. If it keeps happening, tell your manager what you were doing.';
}
