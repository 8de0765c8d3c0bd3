import type { outboxChange as source } from '../en-US/outboxChange';
import type { Translation } from '../translation';

export const outboxChange: Translation<typeof source> = {
  'outboxChange.orderAction':
    '{action, select, start_picking {Commencer la préparation de la commande {order}} reject_items {Refuser des articles de la commande {order}} mark_ready {Marquer la commande {order} prête pour le ramassage} hand_over {Remettre la commande {order} au client} cancel {Annuler la commande {order}} reroute {Réacheminer la commande {order}} take_over {Reprendre la commande {order}} other {Modifier la commande {order}}}',
  'outboxChange.sale': 'Vente {sale} ({count, plural, one {# article} other {# articles}})',
  'outboxChange.cash': '{type} : {amount} · {drawer}',
  'outboxChange.cashNoAmount': '{type} · {drawer}',
};
