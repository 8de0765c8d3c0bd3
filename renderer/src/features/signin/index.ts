// Signing in and choosing where to work: the gate in front of the app shell.
export { SessionGate } from './SessionGate';
export { SignInScreen } from './SignInScreen';
export { StorePickerScreen } from './StorePickerScreen';
export { FirstSyncScreen } from './FirstSyncScreen';
export { ManagerCredentialFields } from './ManagerCredentialFields';
