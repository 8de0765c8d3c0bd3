import type { sale as source } from '../en-US/sale';
import type { Translation } from '../translation';

export const sale: Translation<typeof source> = {};
