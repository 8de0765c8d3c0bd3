// A print job's copy as the preview shows it: the bytes its printer would receive, decoded by the same ESC/POS
// decoder the virtual printer uses, so the screen shows what the paper shows — nothing the renderer merely
// meant to print. Commands that leave no mark (init, status requests, drawer kicks) are left out.
import type { PrintPreviewItem, PrintPreviewView } from '../../../shared/bridge/views/printing';
import { decodeEscPos } from '../../common/escpos/decoder';
import type { DecodedItem } from '../../common/escpos/document';
import type { ThermalPrinterModel } from '../../services/printing/documents/thermal-renderer';
import type { PrintJob } from '../../services/printing/print-job';

export function toPrintPreviewView(rendered: {
  job: PrintJob;
  bytes: Uint8Array;
  model: ThermalPrinterModel;
  columns: number;
}): PrintPreviewView {
  const { job, bytes, model, columns } = rendered;
  const decoded = decodeEscPos(bytes, model === 'STAR' ? 'star' : 'epson');
  return {
    jobId: job.job_id,
    orderId: job.order_id,
    documentType: job.document_type,
    title: job.title,
    printerModel: model,
    columns,
    items: decoded.items.flatMap(toPreviewItem),
  };
}

function toPreviewItem(item: DecodedItem): PrintPreviewItem[] {
  switch (item.kind) {
    case 'line':
      // A line without its line feed stays in the printer's buffer: it never reaches the paper.
      if (item.unterminated) return [];
      return [
        {
          kind: 'line',
          text: item.text,
          align: item.align,
          bold: item.bold,
          width: item.size.width,
          height: item.size.height,
        },
      ];
    case 'barcode':
      return [{ kind: 'barcode', symbology: item.symbology, data: item.data, align: item.align }];
    case '2d-code':
      return [{ kind: 'barcode', symbology: item.symbology, data: item.data, align: item.align }];
    case 'qr':
      return [{ kind: 'qr', data: item.data, align: item.align }];
    case 'feed':
      return [{ kind: 'feed', lines: item.lines }];
    case 'cut':
      return [{ kind: 'cut', mode: item.mode }];
    default:
      return [];
  }
}
