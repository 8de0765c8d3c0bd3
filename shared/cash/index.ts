export * from './transaction-types';
export * from './permissions';
export * from './expected-amount';
export * from './variance';
export * from './deposit';
export * from './denominations';
