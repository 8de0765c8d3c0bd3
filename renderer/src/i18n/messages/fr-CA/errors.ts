import type { errors as source } from '../en-US/errors';
import type { Translation } from '../translation';

export const errors: Translation<typeof source> = {};
