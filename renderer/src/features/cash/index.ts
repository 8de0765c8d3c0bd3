// PLACEHOLDER created by the UI foundation so routes.tsx compiles: the cash workflow engineer replaces
// this file (features/cash/** is theirs). Contract: export a component without props named CashScreen.
export { CashScreen } from './placeholder-screen';
