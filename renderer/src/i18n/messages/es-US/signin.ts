import type { signin as source } from '../en-US/signin';
import type { Translation } from '../translation';

export const signin: Translation<typeof source> = {};
