import type { printing as source } from '../en-US/printing';
import type { Translation } from '../translation';

export const printing: Translation<typeof source> = {
  'printing.preview.button': 'Vista previa',
  'printing.preview.buttonName': 'Vista previa de {document}',
  'printing.preview.title': 'Vista previa de {document}',
  'printing.preview.close': 'Cerrar',
  'printing.preview.failed': 'No se pudo mostrar la vista previa',
  'printing.preview.loading': 'Preparando la vista previa…',
  'printing.paper.region': 'Papel',
  'printing.paper.asPrinted': '{title}, tal como se imprimió',
  'printing.paper.qr': 'Código QR',
  'printing.paper.barcode': 'Código de barras {symbology}',
  'printing.paper.code': '{kind}: {data}',
  'printing.paper.cut': 'Corte de papel ({mode, select, full {completo} partial {parcial} other {{mode}}})',
};
