// The store's sales history: find a sale (or open it from its scanned receipt), reprint it, return goods.
export { SalesHistoryScreen } from './SalesHistoryScreen';
