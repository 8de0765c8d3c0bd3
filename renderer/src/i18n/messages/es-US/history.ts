import type { history as source } from '../en-US/history';
import type { Translation } from '../translation';

export const history: Translation<typeof source> = {};
