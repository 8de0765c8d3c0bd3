// A printed copy on screen as a strip of receipt paper: the printer's own bytes decoded (printing.preview), so
// each line sits where the printer puts it — 48 monospace columns, centred or flush right, bold, double width
// or height — codes as a box with the payload a scanner would read, and the cut as a dashed line.
import type { CSSProperties } from 'react';
import type { PrintPreviewItem, PrintPreviewView } from '../../../../shared/bridge/views/printing';
import { useMessages } from '../../i18n/I18nProvider';
import './printing.css';

export function DocumentPreview({ preview }: { preview: PrintPreviewView }) {
  const t = useMessages();
  // The scroller, not the paper, scrolls: a scrollbar inside the paper would take its width from the last
  // columns and cut them off ("$253." for $253.98).
  return (
    // Focusable, so a long copy can be scrolled from the keyboard too.
    <div className="receipt-scroller" role="region" aria-label={t('printing.paper.region')} tabIndex={0}>
      <div
        className="receipt-paper"
        role="document"
        aria-label={t('printing.paper.asPrinted', { title: preview.title })}
        style={{ '--receipt-columns': preview.columns } as CSSProperties}
      >
        {preview.items.map((item, index) => (
          <PreviewItem key={index} item={item} />
        ))}
      </div>
    </div>
  );
}

function PreviewItem({ item }: { item: PrintPreviewItem }) {
  const t = useMessages();
  switch (item.kind) {
    case 'line':
      return <PrintedLine line={item} />;
    case 'feed':
      return Array.from({ length: item.lines }, (_, index) => (
        <div key={index} className="receipt-line" aria-hidden="true">
          {' '}
        </div>
      ));
    case 'barcode':
    case 'qr': {
      const kind =
        item.kind === 'qr'
          ? t('printing.paper.qr')
          : t('printing.paper.barcode', { symbology: item.symbology });
      return (
        <div className={`receipt-code receipt-code--${item.kind} receipt-line--${item.align}`}>
          <div
            className="receipt-code__box"
            role="img"
            aria-label={t('printing.paper.code', { kind, data: item.data })}
          >
            <span className="receipt-code__kind" aria-hidden="true">
              {kind}
            </span>
            <span className="receipt-code__data" aria-hidden="true">
              {item.data}
            </span>
          </div>
        </div>
      );
    }
    case 'cut':
      return (
        <div
          className="receipt-cut"
          role="separator"
          aria-label={t('printing.paper.cut', { mode: item.mode })}
        >
          <span aria-hidden="true">✂</span>
        </div>
      );
  }
}

function PrintedLine({ line }: { line: Extract<PrintPreviewItem, { kind: 'line' }> }) {
  const classes = ['receipt-line', `receipt-line--${line.align}`];
  if (line.bold) classes.push('receipt-line--bold');
  const magnified = line.width > 1 || line.height > 1;
  // Trailing blanks only pad the paper; a centred line is centred on its visible text, as the printer does.
  const text = line.align === 'left' ? line.text.trimEnd() : line.text.trim();
  return (
    <div
      className={classes.join(' ')}
      style={magnified ? { minHeight: `calc(var(--receipt-line-height) * ${line.height})` } : undefined}
    >
      {magnified ? (
        <span
          className="receipt-line__magnified"
          style={{
            transform: `scale(${line.width}, ${line.height})`,
            // The text takes the room of its magnified width, so alignment follows the paper's.
            marginInline: `0 ${(line.width - 1) * [...text].length}ch`,
          }}
        >
          {text === '' ? ' ' : text}
        </span>
      ) : text === '' ? (
        ' '
      ) : (
        text
      )}
    </div>
  );
}
