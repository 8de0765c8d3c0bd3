import type { importProgress as source } from '../en-US/importProgress';
import type { Translation } from '../translation';

export const importProgress: Translation<typeof source> = {
  'importProgress.phase':
    '{phase, select, downloading {Descargando el archivo} reading {Leyendo los registros} applying {Aplicando los registros} other {Procesando}}',
  'importProgress.recordsRead': '{count, plural, one {# registro leído} other {# registros leídos}}',
  'importProgress.rerouteFailed.title':
    'Importación hecha, pero los pedidos en espera de existencias no se enviaron a las tiendas',
  'importProgress.rerouteFailed.message':
    'Los datos del catálogo se aplicaron. Los pedidos de recogida en espera por falta de existencias siguen en espera: en Recogida, abra cada pedido en espera y rediríjalo a una tienda que tenga los artículos.',
};
