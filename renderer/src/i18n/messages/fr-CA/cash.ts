import type { cash as source } from '../en-US/cash';
import type { Translation } from '../translation';

export const cash: Translation<typeof source> = {};
