// Telling a barcode scanner (fast keys ending with Enter) from a person typing.
import { describe, expect, it } from 'vitest';
import { createScanDetector } from '../../../renderer/src/ui/use-scanner';

function feed(
  detector: ReturnType<typeof createScanDetector>,
  keys: string[],
  gapsMs: number[],
): Array<string | null> {
  let at = 1000;
  return keys.map((key, index) => {
    at += gapsMs[index] ?? 0;
    return detector.key({ key, ctrlKey: false, altKey: false, metaKey: false }, at);
  });
}

describe('createScanDetector', () => {
  it('answers the code when keys arrive a few ms apart and end with Enter', () => {
    const detector = createScanDetector();
    const answers = feed(detector, [...'0012345678905', 'Enter'], Array(14).fill(5));
    expect(answers.at(-1)).toBe('0012345678905');
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
  });

  it('does not take a person typing (80 ms and more between keys) for a scan', () => {
    const detector = createScanDetector();
    expect(feed(detector, [...'W-1001', 'Enter'], Array(7).fill(120)).at(-1)).toBeNull();
  });

  it('keeps only the fast run: slow keys typed before a scan are not part of the code', () => {
    const detector = createScanDetector();
    const answers = feed(
      detector,
      ['a', 'b', ...'4006381333931', 'Enter'],
      [0, 300, 400, ...Array(13).fill(6)],
    );
    expect(answers.at(-1)).toBe('4006381333931');
  });

  it('ignores codes shorter than the minimum and an Enter long after the last key', () => {
    const detector = createScanDetector(4, 40);
    expect(feed(detector, [...'123', 'Enter'], [0, 5, 5, 5]).at(-1)).toBeNull();
    expect(feed(detector, [...'12345', 'Enter'], [0, 5, 5, 5, 5, 500]).at(-1)).toBeNull();
  });

  it('skips modifier combinations and named keys inside a scan', () => {
    const detector = createScanDetector();
    let at = 0;
    const key = (name: string, ctrlKey = false) =>
      detector.key({ key: name, ctrlKey, altKey: false, metaKey: false }, (at += 5));
    for (const char of '1234') key(char);
    key('Shift');
    key('c', true);
    expect(key('Enter')).toBe('1234');
  });
});
