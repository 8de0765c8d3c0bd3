import type { shell as source } from '../en-US/shell';
import type { Translation } from '../translation';

export const shell: Translation<typeof source> = {};
