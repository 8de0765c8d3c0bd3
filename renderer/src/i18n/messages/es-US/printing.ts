import type { printing as source } from '../en-US/printing';
import type { Translation } from '../translation';

export const printing: Translation<typeof source> = {};
