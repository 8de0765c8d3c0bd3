// The platform API client: construct one PlatformApiClient per workstation (base URL from its settings).
export {
  ApiContractError,
  ApiError,
  ApiUnreachableError,
  isTransient,
  type UnreachableReason,
} from './api-errors';
export {
  ApiSession,
  type CredentialsProvider,
  type CredentialsRequest,
  type CredentialsRequestReason,
  type PasswordCredentials,
  type PinCredentials,
  type SessionInfo,
  type SignInCredentials,
} from './api-session';
export { DEFAULT_BACKOFF, DEFAULT_RETRIES, DEFAULT_TIMEOUT_MS, type CallOptions } from './api-transport';
export { backoffDelay, sleep, type BackoffPolicy } from './backoff';
export { newIdempotencyKey } from './idempotency-key';
export {
  PlatformApiClient,
  type OrderListQuery,
  type PageQuery,
  type PlatformApiClientEvents,
  type PlatformApiClientOptions,
  type ProductListQuery,
} from './platform-api-client';
