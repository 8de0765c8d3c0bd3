// The reason a Setup save gave for one field, in the session's language: the platform's detail for `path`,
// or the bridge's for the same field inside the request (`patch.physical_address.latitude` when a store
// change was refused by its schema). The store's setupFieldError() gives the same reason in US English.
import type { BridgeError } from '../../../../shared/bridge';
import { useErrorText } from '../../ui';

export function useSetupFieldError(): (
  error: BridgeError | null | undefined,
  path: string,
) => string | undefined {
  const { reason } = useErrorText();
  return (error, path) => reason(error, path) ?? reason(error, `patch.${path}`);
}
