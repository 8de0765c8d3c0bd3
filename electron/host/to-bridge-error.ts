// Turns whatever a handler threw into the envelope's error: the platform's own code and field details
// when it refused something, a clear code when it could not be reached, and never a stack trace.
import { ZodError } from 'zod';
import { BRIDGE_ERROR_CODES, BridgeError, type BridgeErrorInfo } from '../../shared/bridge/bridge-error';
import { formatIssues, toErrorDetails } from '../../shared/contract/validation';
import { ApiContractError, ApiError, ApiUnreachableError } from '../services/api/api-errors';
import { SettingsValidationError } from '../services/settings/settings-service';

export function toBridgeErrorInfo(
  error: unknown,
  log: (message: string, error: unknown) => void,
): BridgeErrorInfo {
  if (error instanceof BridgeError) return error.toInfo();
  if (error instanceof ApiError) {
    return {
      code: error.code,
      message: error.message,
      ...(error.details.length > 0 ? { details: [...error.details] } : {}),
    };
  }
  if (error instanceof ApiUnreachableError) {
    return {
      code: BRIDGE_ERROR_CODES.platformUnreachable,
      message:
        error.reason === 'timeout'
          ? 'The platform did not answer in time. Check the connection and try again.'
          : 'The platform cannot be reached. Check the connection and try again.',
    };
  }
  if (error instanceof ApiContractError) {
    log('The platform answered outside its contract', error);
    return {
      code: 'platform_contract_violation',
      message: error.message,
      details: [...error.issues],
    };
  }
  if (error instanceof SettingsValidationError) {
    return { code: BRIDGE_ERROR_CODES.invalidRequest, message: error.message, details: [...error.details] };
  }
  if (error instanceof ZodError) {
    return {
      code: BRIDGE_ERROR_CODES.invalidRequest,
      message: formatIssues(error),
      details: toErrorDetails(error),
    };
  }
  log('A bridge handler failed', error);
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { code: BRIDGE_ERROR_CODES.internal, message: `Something went wrong in the app: ${message}` };
}
