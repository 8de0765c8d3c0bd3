import type { closeReport as source } from '../en-US/closeReport';
import type { Translation } from '../translation';

export const closeReport: Translation<typeof source> = {
  'closeReport.label': 'Reporte Z',
  'closeReport.queued': 'Reporte Z en espera',
  'closeReport.queued.platform':
    'Se imprimirá en la impresora de recibos en cuanto el cierre llegue a la plataforma.',
  'closeReport.queued.printer': 'Esperando la impresora de recibos: {problem}',
  'closeReport.printing': 'Imprimiendo el reporte Z…',
  'closeReport.printed': 'Reporte Z impreso',
  'closeReport.failed': 'Reporte Z no impreso',
  'closeReport.check': '¿Se imprimió el reporte Z?',
  'closeReport.check.more': 'La impresora dejó de responder mientras imprimía. Si no salió: {where}',
  'closeReport.reprintWhere': 'Vuelva a imprimirlo desde Manejo de caja → Reportes.',
};
