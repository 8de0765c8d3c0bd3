export * from './compute-sale-tax';
export * from './tax-rate';
export * from './tax-rounding';
export * from './tax-rules';
export * from './order-tax-lines';
