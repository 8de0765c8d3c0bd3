import type { setup as source } from '../en-US/setup';
import type { Translation } from '../translation';

export const setup: Translation<typeof source> = {};
