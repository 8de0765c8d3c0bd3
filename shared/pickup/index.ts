export * from './order-status';
export * from './transition-result';
export * from './transition';
export * from './system-transitions';
