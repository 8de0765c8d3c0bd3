export * from './currency';
export * from './money';
export * from './parse';
export * from './arithmetic';
export * from './format';
export { decimalParts, minorToDecimalText, normalizeParts, type DecimalParts } from './decimal-text';
export { currencyOfCountry, storeCurrency } from './store-currency';
