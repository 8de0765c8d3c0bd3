import type { receiptLanguage as source } from '../en-US/receiptLanguage';
import type { Translation } from '../translation';

export const receiptLanguage: Translation<typeof source> = {
  'receiptLanguage.label': 'Langue du reçu',
  'receiptLanguage.hint': 'Imprimé dans la langue du magasin, sauf si le client en demande une autre.',
  'receiptLanguage.store': 'Langue du magasin',
  'receiptLanguage.en': 'English',
  'receiptLanguage.fr': 'Français',
  'receiptLanguage.es': 'Español',
};
