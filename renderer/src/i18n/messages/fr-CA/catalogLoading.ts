import type { catalogLoading as source } from '../en-US/catalogLoading';
import type { Translation } from '../translation';

export const catalogLoading: Translation<typeof source> = {
  'catalogLoading.search.title': 'Le catalogue de ce magasin est en cours de chargement',
  'catalogLoading.search.hint':
    'Ses produits et ses prix s’afficheront ici dès qu’ils seront sur ce poste. La recherche se relancera d’elle-même.',
  'catalogLoading.scan.title': 'Non ajouté : le catalogue de ce magasin est encore en chargement',
  'catalogLoading.scan.message':
    'Balayez-le de nouveau dans un instant, quand les produits et les prix du magasin seront arrivés.',
};
