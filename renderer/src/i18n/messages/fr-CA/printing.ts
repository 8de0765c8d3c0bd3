import type { printing as source } from '../en-US/printing';
import type { Translation } from '../translation';

export const printing: Translation<typeof source> = {
  'printing.preview.button': 'Aperçu',
  'printing.preview.buttonName': 'Aperçu : {document}',
  'printing.preview.title': 'Aperçu : {document}',
  'printing.preview.close': 'Fermer',
  'printing.preview.failed': 'Impossible d’afficher l’aperçu',
  'printing.preview.loading': 'Préparation de l’aperçu…',
  'printing.paper.region': 'Papier',
  'printing.paper.asPrinted': '{title}, tel qu’imprimé',
  'printing.paper.qr': 'Code QR',
  'printing.paper.barcode': 'Code-barres {symbology}',
  'printing.paper.code': '{kind} : {data}',
  'printing.paper.cut':
    'Coupe du papier ({mode, select, full {complète} partial {partielle} other {{mode}}})',
};
