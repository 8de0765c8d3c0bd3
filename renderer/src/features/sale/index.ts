// The counter sale workflow (routes.tsx shows SaleScreen under "Sale").
export { SaleScreen } from './SaleScreen';
export { ReceiptStatus, StatusItem } from './StatusItem';
export { useTaxLineLabel } from './tax-line-label';
