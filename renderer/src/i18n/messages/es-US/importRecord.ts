import type { importRecord as source } from '../en-US/importRecord';
import type { Translation } from '../translation';

export const importRecord: Translation<typeof source> = {
  'errors.message.invalid_product':
    'Este producto no es válido: falta un campo obligatorio o un valor no tiene el formato correcto.',
  'errors.message.duplicate_product':
    'Este producto aparece más de una vez en el archivo; solo se aplica su primer registro.',
  'errors.message.invalid_price':
    'Este precio no es válido: su producto, su valor o los decimales que admite la moneda de la lista de precios.',
  'errors.message.duplicate_price':
    'Este producto ya tiene un precio en esta lista de precios; solo se aplica el primero.',
  'errors.message.first_pricebook_not_default':
    'La primera lista de precios que se importa en una tienda en línea debe ser la lista “default”.',
  'errors.message.invalid_availability':
    'Esta disponibilidad no es válida: su producto, su tienda o su cantidad.',
  'errors.message.duplicate_availability':
    'Este producto ya tiene una disponibilidad para esta tienda en el archivo; solo se aplica su primer registro.',
};
