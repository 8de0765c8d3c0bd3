import type { ui as source } from '../en-US/ui';
import type { Translation } from '../translation';

export const ui: Translation<typeof source> = {
  'ui.dialog.close': 'Cerrar',
  'ui.toasts.region': 'Notificaciones',
  'ui.toasts.dismiss': 'Descartar notificación',
  'ui.spinner.loading': 'Cargando',
  'ui.errorState.retry': 'Intentar de nuevo',
  'ui.networkSearch.failed': 'No se pudo buscar en la red',
  'ui.number.notWhole': 'Ingrese un número entero',
  'ui.number.tooLarge': 'Este número es demasiado grande',
  'ui.number.atLeast': 'Debe ser al menos {min}',
  'ui.number.atMost': 'Debe ser como máximo {max}',
  'ui.money.example': 'Ingrese un monto como {example}',
  'ui.money.negative': 'Debe ser cero o más',
  'ui.money.noDecimals': 'Los montos en {currency} no llevan decimales',
  'ui.money.maxDecimals': 'Los montos en {currency} llevan como máximo {decimals} decimales',
  'ui.money.tooLarge': 'Este monto es demasiado grande',
};
