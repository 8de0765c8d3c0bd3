// What a person can do about an error, by its code (shared/bridge/error-codes.ts): ErrorState and toasts
// show it under the message.
import { adviceFor, type BridgeError } from '../../../shared/bridge';

export function errorWhatToDo(error: Pick<BridgeError, 'code'>): string {
  return adviceFor(error.code);
}
