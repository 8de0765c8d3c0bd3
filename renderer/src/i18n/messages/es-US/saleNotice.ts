import type { saleNotice as source } from '../en-US/saleNotice';
import type { Translation } from '../translation';

export const saleNotice: Translation<typeof source> = {
  'saleNotice.added.title': 'Se agregó {product}',
  'saleNotice.added.message': '{quantity, plural, =1 {En el carrito} other {# en el carrito}}',
  'saleNotice.removed.title': 'Se quitó {product}',
  'saleNotice.removed.message': 'Ya no está en el carrito',
  'saleNotice.noPrice.title': '{product} no se puede vender',
  'saleNotice.noPrice.message': 'No tiene precio en la lista de precios de la tienda',
  'saleNotice.otherCurrency.title': '{product} no se puede agregar',
  'saleNotice.otherCurrency.message': 'Su precio está en {currency}; esta venta es en {saleCurrency}.',
  'saleNotice.unknownCode.title': 'Ningún producto con este código de barras',
  'saleNotice.unknownCode.message':
    '{code} no está en el catálogo de esta tienda. Busque el producto por nombre (F2).',
  'saleNotice.unknownCode.receipt': 'Si es un recibo, no se pudo abrir su venta: {problem}',
  'saleNotice.lookupFailed.title': 'No se pudo consultar el código de barras',
  'saleNotice.pricesUpdated.title': 'Precios actualizados',
  'saleNotice.pricesUpdated.message':
    'Algunos precios cambiaron en la lista de precios de la tienda desde que se agregaron.',
};
