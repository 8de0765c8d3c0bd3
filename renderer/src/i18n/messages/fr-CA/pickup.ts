import type { pickup as source } from '../en-US/pickup';
import type { Translation } from '../translation';

export const pickup: Translation<typeof source> = {};
