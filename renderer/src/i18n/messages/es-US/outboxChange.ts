import type { outboxChange as source } from '../en-US/outboxChange';
import type { Translation } from '../translation';

export const outboxChange: Translation<typeof source> = {
  'outboxChange.orderAction':
    '{action, select, start_picking {Iniciar la preparación de la orden {order}} reject_items {Rechazar artículos de la orden {order}} mark_ready {Marcar la orden {order} lista para recoger} hand_over {Entregar la orden {order} al cliente} cancel {Cancelar la orden {order}} reroute {Redirigir la orden {order}} take_over {Tomar la orden {order}} other {Modificar la orden {order}}}',
  'outboxChange.sale': 'Venta {sale} ({count, plural, one {# artículo} other {# artículos}})',
  'outboxChange.cash': '{type}: {amount} · {drawer}',
  'outboxChange.cashNoAmount': '{type} · {drawer}',
};
