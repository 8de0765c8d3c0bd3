import type { importRecord as source } from '../en-US/importRecord';
import type { Translation } from '../translation';

export const importRecord: Translation<typeof source> = {
  'errors.message.invalid_product':
    'Ce produit n’est pas valide : un champ obligatoire manque ou une valeur n’a pas la bonne forme.',
  'errors.message.duplicate_product':
    'Ce produit figure plus d’une fois dans le fichier; seul son premier enregistrement est appliqué.',
  'errors.message.invalid_price':
    'Ce prix n’est pas valide : son produit, sa valeur ou les décimales que permet la devise de la liste de prix.',
  'errors.message.duplicate_price':
    'Ce produit a déjà un prix dans cette liste de prix; seul le premier est appliqué.',
  'errors.message.first_pricebook_not_default':
    'La première liste de prix importée dans une boutique en ligne doit être la liste « default ».',
  'errors.message.invalid_availability':
    'Cette disponibilité n’est pas valide : son produit, son magasin ou sa quantité.',
  'errors.message.duplicate_availability':
    'Ce produit a déjà une disponibilité pour ce magasin dans le fichier; seul son premier enregistrement est appliqué.',
};
