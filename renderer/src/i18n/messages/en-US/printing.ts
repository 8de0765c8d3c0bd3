// Print status and previews of documents. Ids start with 'printing.'.
export const printing = {
  'printing.preview.button': 'Preview',
  'printing.preview.buttonName': 'Preview {document}',
  'printing.preview.title': 'Preview of {document}',
  'printing.preview.close': 'Close',
  'printing.preview.failed': 'The preview could not be shown',
  'printing.preview.loading': 'Preparing the preview…',
  'printing.paper.region': 'Paper',
  'printing.paper.asPrinted': '{title}, as printed',
  'printing.paper.qr': 'QR code',
  'printing.paper.barcode': '{symbology} barcode',
  'printing.paper.code': '{kind}: {data}',
  'printing.paper.cut': 'Paper cut ({mode, select, full {full} partial {partial} other {{mode}}})',
} as const;
