import type { ui as source } from '../en-US/ui';
import type { Translation } from '../translation';

export const ui: Translation<typeof source> = {
  'ui.dialog.close': 'Fermer',
  'ui.toasts.region': 'Notifications',
  'ui.toasts.dismiss': 'Fermer la notification',
  'ui.spinner.loading': 'Chargement',
  'ui.errorState.retry': 'Réessayer',
  'ui.networkSearch.failed': 'Impossible de chercher sur le réseau',
  'ui.number.notWhole': 'Entrez un nombre entier',
  'ui.number.tooLarge': 'Ce nombre est trop grand',
  'ui.number.atLeast': 'Doit être d’au moins {min}',
  'ui.number.atMost': 'Doit être d’au plus {max}',
  'ui.money.example': 'Entrez un montant comme {example}',
  'ui.money.negative': 'Doit être de zéro ou plus',
  'ui.money.noDecimals': 'Les montants en {currency} n’ont pas de décimales',
  'ui.money.maxDecimals': 'Les montants en {currency} ont au plus {decimals} décimales',
  'ui.money.tooLarge': 'Ce montant est trop élevé',
};
