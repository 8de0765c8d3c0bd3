import type { devices as source } from '../en-US/devices';
import type { Translation } from '../translation';

export const devices: Translation<typeof source> = {};
