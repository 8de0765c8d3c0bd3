// Where a data file stops being JSON: the line, the column and the value it is in, for the person fixing the
// file, and nothing for a valid file.
import { describe, expect, it } from 'vitest';
import { locateJsonSyntaxError } from '../../electron/common/archive/json-syntax-error';

describe('locating the first JSON syntax error', () => {
  it('finds nothing wrong in valid JSON of every kind', () => {
    for (const text of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, true, false, null, "x\\u00e9\\n"], "b": {"c": {}}}\n',
      '"text"',
      '0',
    ]) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(locateJsonSyntaxError(text), text).toBeUndefined();
    }
  });

  it('names the record and field of a bad value, on its line and column', () => {
    const text = [
      '{"head": {"shop": "us"},',
      ' "items": [',
      '  {"id": 1},',
      '  {"id": 2, "price": 1O}',
      ']}',
    ].join('\n');
    expect(locateJsonSyntaxError(text)).toEqual({ line: 4, column: 23, path: 'items.1.price' });
  });

  it('stops at the object when a key is missing or not quoted', () => {
    expect(locateJsonSyntaxError('{"items": [{"id": 1, id: 2}]}')).toEqual({
      line: 1,
      column: 22,
      path: 'items.0',
    });
    expect(locateJsonSyntaxError('[1, 2,]')).toEqual({ line: 1, column: 7, path: '2' });
  });

  it('points after the last character of a file cut short, or at a character after the end', () => {
    expect(locateJsonSyntaxError('{"head": {"shop": "us"')).toEqual({
      line: 1,
      column: 23,
      path: 'head.shop',
    });
    expect(locateJsonSyntaxError('{"a": "unterminated')).toEqual({ line: 1, column: 20, path: 'a' });
    expect(locateJsonSyntaxError('{}\n}')).toEqual({ line: 2, column: 1, path: '' });
    expect(locateJsonSyntaxError('')).toEqual({ line: 1, column: 1, path: '' });
  });

  it('refuses what JSON.parse refuses inside strings: raw line breaks and bad escapes', () => {
    expect(locateJsonSyntaxError('["a\nb"]')).toEqual({ line: 1, column: 4, path: '0' });
    expect(locateJsonSyntaxError('["\\x"]')).toEqual({ line: 1, column: 3, path: '0' });
    expect(locateJsonSyntaxError('["\\u12G4"]')).toEqual({ line: 1, column: 3, path: '0' });
  });

  it('reads deep nesting without exhausting the stack', () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(199_999)}`;
    expect(locateJsonSyntaxError(deep)?.column).toBe(400_000);
  });
});
