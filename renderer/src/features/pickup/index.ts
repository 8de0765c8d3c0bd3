// PLACEHOLDER created by the UI foundation so routes.tsx compiles: the pickup workflow engineer replaces
// this file (features/pickup/** is theirs). Contract: export a component without props named PickupScreen.
export { PickupScreen } from './placeholder-screen';
