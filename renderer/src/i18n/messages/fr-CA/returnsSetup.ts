import type { returnsSetup as source } from '../en-US/returnsSetup';
import type { Translation } from '../translation';

export const returnsSetup: Translation<typeof source> = {
  'returnsSetup.tab': 'Retours',
  'returnsSetup.loading': 'Chargement de la configuration des retours…',
  'returnsSetup.loadFailed': 'La configuration des retours n’a pas pu être chargée',
  'returnsSetup.noStores': 'Aucun magasin pour l’instant',
  'returnsSetup.noStores.more':
    'Créez d’abord un magasin dans l’onglet Magasins : sa devise sera indiquée ici.',
  'returnsSetup.panel': 'Approbation d’un gérant',
  'returnsSetup.about':
    'Un retour dont le remboursement dépasse le montant fixé pour sa devise attend un gérant, qui l’approuve sur place avec son nom d’utilisateur et son mot de passe. Laissez un montant vide pour ne fixer aucune limite. Un retour sans reçu demande toujours un gérant.',
  'returnsSetup.amount.label': 'Approbation du gérant au-delà de ce montant ({currency})',
  'returnsSetup.amount.stores':
    '{count, plural, =0 {Aucun magasin ne vend en {currency}.} one {# magasin vend en {currency}.} other {# magasins vendent en {currency}.}}',
  'returnsSetup.amount.now': 'Actuellement : au-delà de {amount}.',
  'returnsSetup.amount.noLimit': 'Actuellement : aucune limite.',
  'returnsSetup.amount.notAnAmount':
    'Entrez un montant comme {example}, ou laissez le champ vide pour aucune limite',
  'returnsSetup.amount.refused': 'Montant : {reason}',
  'returnsSetup.save': 'Enregistrer les montants d’approbation',
  'returnsSetup.saved.none':
    'Enregistré : aucune limite de montant; seuls les retours sans reçu demandent un gérant.',
  'returnsSetup.saved.limits': 'Enregistré : un gérant approuve les remboursements au-delà de {limits}.',
};
