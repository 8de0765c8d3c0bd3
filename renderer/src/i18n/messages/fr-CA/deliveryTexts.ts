import type { deliveryTexts as source } from '../en-US/deliveryTexts';
import type { Translation } from '../translation';

export const deliveryTexts: Translation<typeof source> = {
  'deliveryTexts.title': 'Ce que lisent les clients',
  'deliveryTexts.about':
    'Rédigez chaque texte dans toutes les langues : associés et clients lisent celui de leur langue. Laissez une traduction vide pour afficher plutôt le texte anglais.',
  'deliveryTexts.language.enUS': 'English (US)',
  'deliveryTexts.language.frCA': 'Français (Canada)',
  'deliveryTexts.language.esUS': 'Español (EE. UU.)',
  'deliveryTexts.outOfDate': 'Le texte anglais a changé : cette traduction n’est peut-être plus à jour.',
  'deliveryTexts.refused': '{language} — {field} : {reason}',
};
