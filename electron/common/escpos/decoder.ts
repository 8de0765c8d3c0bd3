// Turns ESC/POS bytes into what a receipt printer would print and do (see escpos-document.ts). It is a
// stream decoder because a printer acts on bytes as they arrive: the virtual printer answers a status request
// in the middle of a job. It never throws on bad input: bytes it does not understand become "unknown" items.
//
// Covered: the EPSON subset node-thermal-printer emits (and the common rest of the TM-series reference) and the
// STAR line-mode subset node-thermal-printer emits for `type: 'star'`. Page mode and downloaded fonts are not.

import { ByteReader, NeedMoreBytes } from './byte-reader';
import { DEFAULT_CODE_PAGE, decodeWithCodePage, type CodePageName } from './code-pages';
import {
  toHex,
  type CommandSet,
  type DecodedDocument,
  type DecodedItem,
  type TextAlign,
  type TextRun,
  type TextStyle,
} from './document';
import { decodeEpsonCommand } from './epson-commands';
import { decodeStarCommand } from './star-commands';

export type { CommandSet, DecodedDocument, DecodedItem, TextAlign, TextRun, TextStyle } from './document';
export { printedText, itemsOfKind } from './document';

/** Printer modes that commands change and later output depends on. */
export interface DecoderState {
  style: TextStyle;
  align: TextAlign;
  codePage: CodePageName | undefined;
  barcodeHri: 'none' | 'above' | 'below' | 'both';
  qr: { model: 1 | 2 | 'micro'; moduleSize: number; errorCorrection: 'L' | 'M' | 'Q' | 'H' };
  /** 2D symbol data stored by "store" commands and printed by a later "print" command, by symbol kind. */
  stored2dData: Map<string, Uint8Array>;
  /** STAR: pulse widths set by ESC BEL, used by the BEL / FS / SUB drawer commands. */
  starDrawerPulse: { onMs: number; offMs: number };
}

type WithoutOffset<T> = T extends unknown ? Omit<T, 'offset'> : never;
export type ItemWithoutOffset = WithoutOffset<DecodedItem>;

/**
 * What a command handler may do: read its parameters, change modes, emit items. A handler must read all of
 * its parameters before changing anything: when they have not all arrived yet, the reader throws and the
 * handler runs again from the start with the next chunk.
 */
export interface CommandContext {
  readonly commandSet: CommandSet;
  readonly state: DecoderState;
  readonly reader: ByteReader;
  emit(item: ItemWithoutOffset): void;
  /** LF: print the buffered text as a line (an empty line when nothing is buffered). */
  endLine(): void;
  /** Print buffered text, if any, before a barcode, image, cut or feed. */
  flushText(): void;
  /** ESC @: reset modes and drop unprinted text. */
  initialize(): void;
  /** Record the bytes from the command's start to the reader's position as not understood. */
  unknown(reason: string): void;
  horizontalTab(): void;
}

export function initialState(): DecoderState {
  return {
    style: {
      bold: false,
      underline: 0,
      width: 1,
      height: 1,
      inverted: false,
      font: 'A',
      upsideDown: false,
    },
    align: 'left',
    codePage: DEFAULT_CODE_PAGE,
    barcodeHri: 'none',
    qr: { model: 2, moduleSize: 3, errorCorrection: 'L' },
    stored2dData: new Map(),
    starDrawerPulse: { onMs: 200, offMs: 200 },
  };
}

interface LineInProgress {
  offset: number;
  align: TextAlign;
  runs: TextRun[];
}

const TAB_WIDTH = 8;

export class EscPosStreamDecoder {
  private readonly items: DecodedItem[] = [];
  private readonly state = initialState();
  private line: LineInProgress | undefined;
  /** Bytes received but not yet decoded (an incomplete command at the end of the last chunk). */
  private pending: Uint8Array = new Uint8Array(0);
  /** Job offset of pending[0]. */
  private pendingOffset = 0;

  constructor(readonly commandSet: CommandSet = 'epson') {}

  /** Decode a chunk; returns the items it completed (a line completes at its line feed). */
  push(chunk: Uint8Array): DecodedItem[] {
    const firstNewItem = this.items.length;
    this.pending = this.pending.length === 0 ? chunk : concat(this.pending, chunk);
    const reader = new ByteReader(this.pending, 0);
    while (reader.remaining > 0) {
      const start = reader.position;
      try {
        this.decodeOne(reader, start);
      } catch (error) {
        if (!(error instanceof NeedMoreBytes)) throw error;
        reader.position = start;
        break;
      }
    }
    this.pendingOffset += reader.position;
    this.pending = this.pending.slice(reader.position);
    return this.items.slice(firstNewItem);
  }

  /** The job is over: record a command cut short and any text left without a line feed. */
  end(): DecodedDocument {
    if (this.pending.length > 0) {
      this.items.push({
        kind: 'unknown',
        offset: this.pendingOffset,
        hex: toHex(this.pending),
        reason: 'the job ended in the middle of a command',
      });
      this.pendingOffset += this.pending.length;
      this.pending = new Uint8Array(0);
    }
    if (this.line !== undefined) this.finishLine(true);
    return this.document();
  }

  document(): DecodedDocument {
    return { commandSet: this.commandSet, items: [...this.items] };
  }

  private decodeOne(reader: ByteReader, start: number): void {
    const first = reader.byte();
    if (first >= 0x20) {
      while ((reader.peek() ?? 0) >= 0x20) reader.position += 1;
      this.appendText(reader.slice(start, reader.position), start);
      return;
    }
    const context = this.contextFor(reader, start);
    if (this.commandSet === 'epson') decodeEpsonCommand(context, first);
    else decodeStarCommand(context, first);
  }

  private contextFor(reader: ByteReader, start: number): CommandContext {
    const offset = this.pendingOffset + start;
    return {
      commandSet: this.commandSet,
      state: this.state,
      reader,
      emit: (item) => {
        this.items.push({ ...item, offset } as DecodedItem);
      },
      endLine: () => {
        if (this.line === undefined) this.line = { offset, align: this.state.align, runs: [] };
        this.finishLine(false);
      },
      flushText: () => {
        if (this.line !== undefined) this.finishLine(false);
      },
      initialize: () => {
        const discarded = this.line?.runs.map((run) => run.text).join('');
        this.line = undefined;
        // Reset in place: the state object is shared with the command being decoded.
        Object.assign(this.state, initialState());
        this.items.push(
          discarded ? { kind: 'init', offset, discardedText: discarded } : { kind: 'init', offset },
        );
      },
      unknown: (reason) => {
        this.items.push({
          kind: 'unknown',
          offset,
          hex: toHex(reader.slice(start, reader.position)),
          reason,
        });
      },
      horizontalTab: () => {
        const column = this.line?.runs.reduce((length, run) => length + run.text.length, 0) ?? 0;
        this.appendString(' '.repeat(TAB_WIDTH - (column % TAB_WIDTH)), offset);
      },
    };
  }

  private appendText(bytes: Uint8Array, start: number): void {
    this.appendString(decodeWithCodePage(bytes, this.state.codePage), this.pendingOffset + start);
  }

  private appendString(text: string, offset: number): void {
    if (this.line === undefined) this.line = { offset, align: this.state.align, runs: [] };
    const style = { ...this.state.style };
    const last = this.line.runs.at(-1);
    if (last !== undefined && sameStyle(last, style)) last.text += text;
    else this.line.runs.push({ ...style, text });
  }

  private finishLine(unterminated: boolean): void {
    const line = this.line;
    if (line === undefined) return;
    this.line = undefined;
    const visible = line.runs.filter((run) => run.text.trim() !== '');
    this.items.push({
      kind: 'line',
      offset: line.offset,
      text: line.runs.map((run) => run.text).join(''),
      align: line.align,
      bold: visible.length > 0 && visible.every((run) => run.bold),
      size: {
        width: Math.max(1, ...visible.map((run) => run.width)),
        height: Math.max(1, ...visible.map((run) => run.height)),
      },
      runs: line.runs,
      ...(unterminated ? { unterminated: true as const } : {}),
    });
  }
}

/** Decode a whole job at once. */
export function decodeEscPos(bytes: Uint8Array, commandSet: CommandSet = 'epson'): DecodedDocument {
  const decoder = new EscPosStreamDecoder(commandSet);
  decoder.push(bytes);
  return decoder.end();
}

function sameStyle(a: TextStyle, b: TextStyle): boolean {
  return (
    a.bold === b.bold &&
    a.underline === b.underline &&
    a.width === b.width &&
    a.height === b.height &&
    a.inverted === b.inverted &&
    a.font === b.font &&
    a.upsideDown === b.upsideDown
  );
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a, 0);
  joined.set(b, a.length);
  return joined;
}
