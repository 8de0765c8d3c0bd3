export * from './rules';
export * from './round-cash-tender';
export * from './split-tender';
