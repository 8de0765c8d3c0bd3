import type { receiptLanguage as source } from '../en-US/receiptLanguage';
import type { Translation } from '../translation';

export const receiptLanguage: Translation<typeof source> = {
  'receiptLanguage.label': 'Idioma del recibo',
  'receiptLanguage.hint': 'Se imprime en el idioma de la tienda, salvo que el cliente pida otro.',
  'receiptLanguage.store': 'Idioma de la tienda',
  'receiptLanguage.en': 'English',
  'receiptLanguage.fr': 'Français',
  'receiptLanguage.es': 'Español',
};
