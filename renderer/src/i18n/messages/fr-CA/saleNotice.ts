import type { saleNotice as source } from '../en-US/saleNotice';
import type { Translation } from '../translation';

export const saleNotice: Translation<typeof source> = {
  'saleNotice.added.title': '{product} ajouté',
  'saleNotice.added.message': '{quantity, plural, =1 {Dans le panier} other {# dans le panier}}',
  'saleNotice.removed.title': '{product} retiré',
  'saleNotice.removed.message': 'Il n’est plus dans le panier',
  'saleNotice.noPrice.title': '{product} ne peut pas être vendu',
  'saleNotice.noPrice.message': 'Aucun prix dans la liste de prix du magasin',
  'saleNotice.otherCurrency.title': '{product} ne peut pas être ajouté',
  'saleNotice.otherCurrency.message': 'Son prix est en {currency}; cette vente est en {saleCurrency}.',
  'saleNotice.unknownCode.title': 'Aucun produit avec ce code-barres',
  'saleNotice.unknownCode.message':
    '{code} n’est pas au catalogue de ce magasin. Cherchez le produit par son nom (F2).',
  'saleNotice.unknownCode.receipt': 'Si c’est un reçu, sa vente n’a pas pu être ouverte : {problem}',
  'saleNotice.lookupFailed.title': 'Le code-barres n’a pas pu être vérifié',
  'saleNotice.pricesUpdated.title': 'Prix mis à jour',
  'saleNotice.pricesUpdated.message':
    'Certains prix ont changé dans la liste de prix du magasin depuis leur ajout.',
};
