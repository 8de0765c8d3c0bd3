import type { deliveryTexts as source } from '../en-US/deliveryTexts';
import type { Translation } from '../translation';

export const deliveryTexts: Translation<typeof source> = {
  'deliveryTexts.title': 'Lo que leen los clientes',
  'deliveryTexts.about':
    'Escriba cada texto en todos los idiomas: asociados y clientes leen el de su idioma. Deje una traducción vacía para mostrar el texto en inglés.',
  'deliveryTexts.language.enUS': 'English (US)',
  'deliveryTexts.language.frCA': 'Français (Canada)',
  'deliveryTexts.language.esUS': 'Español (EE. UU.)',
  'deliveryTexts.outOfDate': 'El texto en inglés cambió: es posible que esta traducción ya no esté al día.',
  'deliveryTexts.refused': '{language} — {field}: {reason}',
};
