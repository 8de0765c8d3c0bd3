// PLACEHOLDER created by the UI foundation so routes.tsx compiles: the setup workflow engineer replaces
// this file (features/setup/** is theirs). Contract: export a component without props named SetupScreen.
export { SetupScreen } from './placeholder-screen';
