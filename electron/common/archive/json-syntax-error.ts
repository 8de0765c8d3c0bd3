/**
 * Where a text stops being JSON, for a data file the import refuses as `invalid_json`: the line and column
 * (1-based) of the first character that cannot be there (the end of the text when it stops too early) and
 * the path of the value it is in (`items.12.price`; `''` at the top), so the person fixing the file finds
 * the record. JSON.parse says neither on Node 20. Only called once JSON.parse failed; iterative, so a
 * deeply nested file cannot exhaust the stack.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  path: string;
}

interface Container {
  kind: 'object' | 'array';
  /** The member being read: its key (null before the first, or between a comma and the next key)… */
  key: string | null;
  /** …or its position in the array. */
  index: number;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

/** undefined when the text is valid JSON. */
export function locateJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const stack: Container[] = [];
  let at = 0;
  let expect: 'value' | 'key' | 'after' = 'value';
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.test(text);
    at = WHITESPACE.lastIndex;
  };
  const failAt = (offset: number): JsonSyntaxError => ({
    ...lineAndColumn(text, offset),
    path: pathOf(stack),
  });

  for (;;) {
    skipWhitespace();
    const char = text[at];
    if (expect === 'value') {
      if (char === '{' || char === '[') {
        stack.push({ kind: char === '{' ? 'object' : 'array', key: null, index: 0 });
        at += 1;
        skipWhitespace();
        if (text[at] === (char === '{' ? '}' : ']')) {
          at += 1;
          stack.pop();
          expect = 'after';
        } else expect = char === '{' ? 'key' : 'value';
        continue;
      }
      if (char === '"') {
        const end = endOfString(text, at);
        if (end.error !== undefined) return failAt(end.error);
        at = end.next;
      } else if (text.startsWith('true', at) || text.startsWith('null', at)) at += 4;
      else if (text.startsWith('false', at)) at += 5;
      else {
        NUMBER.lastIndex = at;
        if (!NUMBER.test(text)) return failAt(at);
        at = NUMBER.lastIndex;
      }
      expect = 'after';
      continue;
    }
    const top = stack.at(-1);
    if (expect === 'key') {
      if (char !== '"' || !top) return failAt(at);
      const end = endOfString(text, at);
      if (end.error !== undefined) return failAt(end.error);
      top.key = JSON.parse(text.slice(at, end.next)) as string;
      at = end.next;
      skipWhitespace();
      if (text[at] !== ':') return failAt(at);
      at += 1;
      expect = 'value';
      continue;
    }
    if (!top) return at === text.length ? undefined : failAt(at);
    if (char === ',') {
      at += 1;
      if (top.kind === 'array') {
        top.index += 1;
        expect = 'value';
      } else {
        top.key = null;
        expect = 'key';
      }
    } else if (char === (top.kind === 'array' ? ']' : '}')) {
      at += 1;
      stack.pop();
    } else return failAt(at);
  }
}

/** The offset just past the string starting at `start` (a quote), or the offset of its first fault. */
function endOfString(text: string, start: number): { next: number; error?: undefined } | { error: number } {
  for (let at = start + 1; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code === 0x22) return { next: at + 1 };
    if (code < 0x20) return { error: at };
    if (code === 0x5c) {
      const escaped = text[at + 1];
      if (escaped === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) return { error: at };
        at += 5;
      } else if (escaped !== undefined && '"\\/bfnrt'.includes(escaped)) at += 1;
      else return { error: at };
    }
  }
  return { error: text.length };
}

function pathOf(stack: readonly Container[]): string {
  const segments: string[] = [];
  for (const container of stack) {
    if (container.kind === 'array') segments.push(String(container.index));
    else if (container.key === null) break;
    else segments.push(container.key);
  }
  return segments.join('.');
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
