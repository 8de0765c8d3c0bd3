import type { returnsSetup as source } from '../en-US/returnsSetup';
import type { Translation } from '../translation';

export const returnsSetup: Translation<typeof source> = {
  'returnsSetup.tab': 'Devoluciones',
  'returnsSetup.loading': 'Cargando la configuración de devoluciones…',
  'returnsSetup.loadFailed': 'No se pudo cargar la configuración de devoluciones',
  'returnsSetup.noStores': 'Todavía no hay tiendas',
  'returnsSetup.noStores.more': 'Primero cree una tienda en la pestaña Tiendas: su moneda aparecerá aquí.',
  'returnsSetup.panel': 'Aprobación de un gerente',
  'returnsSetup.about':
    'Una devolución cuyo reembolso supera el monto fijado para su moneda espera a un gerente, que la aprueba en el momento con su usuario y contraseña. Deje un monto vacío para no fijar límite. Una devolución sin recibo siempre necesita a un gerente.',
  'returnsSetup.amount.label': 'Aprobación del gerente por encima de este monto ({currency})',
  'returnsSetup.amount.stores':
    '{count, plural, =0 {Ninguna tienda vende en {currency}.} one {# tienda vende en {currency}.} other {# tiendas venden en {currency}.}}',
  'returnsSetup.amount.now': 'Actualmente: por encima de {amount}.',
  'returnsSetup.amount.noLimit': 'Actualmente: sin límite.',
  'returnsSetup.amount.notAnAmount': 'Ingrese un monto como {example}, o déjelo vacío para no fijar límite',
  'returnsSetup.amount.refused': 'Monto: {reason}',
  'returnsSetup.save': 'Guardar los montos de aprobación',
  'returnsSetup.saved.none':
    'Guardado: sin límite de monto; solo las devoluciones sin recibo necesitan a un gerente.',
  'returnsSetup.saved.limits': 'Guardado: un gerente aprueba los reembolsos por encima de {limits}.',
};
