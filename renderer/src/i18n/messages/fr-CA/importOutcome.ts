import type { importOutcome as source } from '../en-US/importOutcome';
import type { Translation } from '../translation';

export const importOutcome: Translation<typeof source> = {
  'importOutcome.history.notRerouted': 'Commandes non réacheminées',
};
