import type { catalogLoading as source } from '../en-US/catalogLoading';
import type { Translation } from '../translation';

export const catalogLoading: Translation<typeof source> = {
  'catalogLoading.search.title': 'El catálogo de esta tienda se está cargando',
  'catalogLoading.search.hint':
    'Sus productos y precios aparecerán aquí en cuanto estén en esta estación. La búsqueda se repetirá sola.',
  'catalogLoading.scan.title': 'No se agregó: el catálogo de esta tienda todavía se está cargando',
  'catalogLoading.scan.message':
    'Escanéelo de nuevo en un momento, cuando lleguen los productos y precios de la tienda.',
};
