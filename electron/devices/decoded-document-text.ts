// A decoded print job as plain terminal text, laid out on a paper width: lines aligned as printed (double-width
// lines take twice the room; bold and double size are marked in the margin), codes as their payload, the cut
// as a scissors line, and anything else the printer did or did not understand in brackets.
import type { DecodedDocument, DecodedItem } from '../common/escpos/document';

export function decodedDocumentText(document: DecodedDocument, columns = 48): string[] {
  return document.items.flatMap((item) => itemText(item, columns));
}

function itemText(item: DecodedItem, columns: number): string[] {
  switch (item.kind) {
    case 'line': {
      const marks = `${item.bold ? 'B' : ' '}${item.size.width > 1 || item.size.height > 1 ? '2' : ' '}`;
      const room = Math.max(1, Math.floor(columns / item.size.width));
      const text = item.text.trimEnd();
      const padding = Math.max(0, room - [...text].length);
      const left =
        text === ''
          ? 0
          : item.align === 'center'
            ? Math.floor(padding / 2)
            : item.align === 'right'
              ? padding
              : 0;
      const note = item.unterminated ? '   (no line feed: left in the printer, not printed)' : '';
      return [`${marks}|${' '.repeat(left)}${text}${note}`];
    }
    case 'feed':
      return Array.from({ length: item.lines }, () => '  |');
    case 'barcode':
      return [`  |[${item.symbology} barcode: ${item.data}]`];
    case 'qr':
      return [`  |[QR code: ${item.data}]`];
    case '2d-code':
      return [`  |[${item.symbology}: ${item.data}]`];
    case 'image':
      return [`  |[image ${item.widthDots}x${item.heightDots} dots]`];
    case 'cut':
      return [`  ${'-'.repeat(Math.max(0, columns - 11))} ${item.mode} cut 8<`];
    case 'drawer-kick':
      return [`  (drawer kick on pin ${item.pin}, ${item.onMs} ms)`];
    case 'beep':
      return [`  (beep x${item.times})`];
    case 'init':
      return item.discardedText ? [`  (reset; dropped unprinted text "${item.discardedText}")`] : [];
    case 'status-request':
      return [];
    case 'unknown':
      return [`  (not understood: ${item.hex} — ${item.reason})`];
  }
}
