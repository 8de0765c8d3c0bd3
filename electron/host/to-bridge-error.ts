// Turns whatever a handler threw into the envelope's error: the platform's own code and field details
// when it refused something, a clear code when it could not be reached, and never a stack trace.
import { ZodError } from 'zod';
import {
  BRIDGE_ERROR_CODES,
  BridgeError,
  BridgeErrorDetailSchema,
  type BridgeErrorInfo,
} from '../../shared/bridge/bridge-error';
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
      ...(error.values ? { values: { ...error.values } } : {}),
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
  const coded = codedError(error);
  if (coded) return coded;
  log('A bridge handler failed', error);
  const message = error instanceof Error && error.message ? error.message : String(error);
  return { code: BRIDGE_ERROR_CODES.internal, message: `Something went wrong in the app: ${message}` };
}

const SNAKE_CASE = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

/**
 * The services' own refusals (InvalidMutationError, PrintServiceError, DrawerError, DeviceNotFoundError...)
 * carry a snake_case `code` and sometimes field `details`: they reach the renderer as they are. Node's
 * system errors (ECONNREFUSED...) do not match and stay internal.
 */
type BridgeErrorDetail = NonNullable<BridgeErrorInfo['details']>[number];

function codedError(error: unknown): BridgeErrorInfo | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, details, field, values } = error as Error & {
    code?: unknown;
    details?: unknown;
    field?: unknown;
    values?: unknown;
  };
  if (typeof code !== 'string' || !SNAKE_CASE.test(code) || !error.message) return undefined;
  const fieldDetails: BridgeErrorDetail[] = Array.isArray(details)
    ? details.flatMap((detail) => {
        const parsed = BridgeErrorDetailSchema.safeParse(detail);
        if (parsed.success) return [parsed.data];
        // A detail with a reason code this side does not know keeps its field and its English.
        const { path, message } = (detail ?? {}) as { path?: unknown; message?: unknown };
        return typeof path === 'string' && typeof message === 'string' && message !== ''
          ? [{ path, message }]
          : [];
      })
    : [];
  // Some errors name one field instead (InvalidSerialError: field 'serial').
  if (fieldDetails.length === 0 && typeof field === 'string')
    fieldDetails.push({ path: field, message: error.message });
  return {
    code,
    message: error.message,
    ...(isSentenceValues(values) ? { values } : {}),
    // Each field's reason code goes along: the screen words it in the session's language.
    ...(fieldDetails.length > 0 ? { details: fieldDetails } : {}),
  };
}

/** The values a coded error's sentence needs (DrawerPairingError's serial, address...). */
function isSentenceValues(values: unknown): values is Record<string, string | number> {
  return (
    typeof values === 'object' &&
    values !== null &&
    Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number')
  );
}
