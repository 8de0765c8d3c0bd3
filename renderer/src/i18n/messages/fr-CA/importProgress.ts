import type { importProgress as source } from '../en-US/importProgress';
import type { Translation } from '../translation';

export const importProgress: Translation<typeof source> = {
  'importProgress.phase':
    '{phase, select, downloading {Téléchargement de l’archive} reading {Lecture des enregistrements} applying {Application des enregistrements} other {Traitement}}',
  'importProgress.recordsRead': '{count, plural, one {# enregistrement lu} other {# enregistrements lus}}',
  'importProgress.rerouteFailed.title':
    'Importation faite, mais les commandes en attente de stock n’ont pas été envoyées aux magasins',
  'importProgress.rerouteFailed.message':
    'Les données du catalogue sont appliquées. Les commandes de ramassage en attente faute de stock sont restées en attente : dans Ramassage, ouvrez chaque commande en attente et réacheminez-la vers un magasin qui a les articles.',
};
