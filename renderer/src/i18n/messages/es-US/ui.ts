import type { ui as source } from '../en-US/ui';
import type { Translation } from '../translation';

export const ui: Translation<typeof source> = {};
