// PLACEHOLDER created by the UI foundation so routes.tsx compiles: the sale workflow engineer replaces
// this file (features/sale/** is theirs). Contract: export a component without props named SaleScreen.
export { SaleScreen } from './placeholder-screen';
