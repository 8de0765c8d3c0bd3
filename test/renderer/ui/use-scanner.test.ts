// Telling a barcode scanner (a burst of keys ending with Enter) from a person typing, with the jitter a busy
// machine or a Bluetooth scanner adds.
import { describe, expect, it } from 'vitest';
import { createScanDetector } from '../../../renderer/src/ui/use-scanner';

/** Feeds the keys, each `gapsMs[i]` after the previous one; answers what the detector said after each. */
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

/** What the detector answers at the Enter that follows `code` typed with these gaps (Enter's gap last). */
function enterAfter(code: string, gapsMs: number[], detector = createScanDetector()): string | null {
  return feed(detector, [...code, 'Enter'], gapsMs).at(-1) ?? null;
}

describe('createScanDetector', () => {
  it('answers the code when keys arrive a few ms apart and end with Enter', () => {
    const detector = createScanDetector();
    const answers = feed(detector, [...'0012345678905', 'Enter'], Array(14).fill(5));
    expect(answers.at(-1)).toBe('0012345678905');
    expect(answers.slice(0, -1).every((answer) => answer === null)).toBe(true);
  });

  it('does not take a person typing (80 ms and more between keys) for a scan', () => {
    expect(enterAfter('W-1001', Array(7).fill(120))).toBeNull();
    expect(enterAfter('associate', Array(10).fill(80))).toBeNull();
  });

  it('does not take a quick typist for a scanner: 8 characters and Enter at 60 ms a key', () => {
    expect(enterAfter('Avery Ch', [0, ...Array(8).fill(60)])).toBeNull();
  });

  it('takes a scan whose keys arrive late now and then (a loaded machine, up to the longest pause)', () => {
    // Mostly 5 ms apart; three keys 140 ms late, the Enter 100 ms after the last digit.
    const gaps = [0, 5, 140, 5, 5, 5, 140, 5, 5, 5, 5, 140, 5, 100];
    expect(enterAfter('4006381333931', gaps)).toBe('4006381333931');
  });

  it('takes a Bluetooth scanner sending its keys in clumps', () => {
    // Clumps of 4 keys 1 ms apart, 90 ms between clumps: 13 digits and Enter in 289 ms, 22 ms a key.
    const gaps = [0, 1, 1, 1, 90, 1, 1, 1, 90, 1, 1, 1, 90, 1];
    expect(enterAfter('0012345678905', gaps)).toBe('0012345678905');
  });

  it('asks a short code to come twice as fast: a scanner yes, a hand at 40 ms a key no', () => {
    expect(enterAfter('CD-7002', Array(8).fill(8))).toBe('CD-7002');
    expect(enterAfter('CD-7002', [0, ...Array(7).fill(40)])).toBeNull();
    // From 8 characters on, 40 ms a key is a scan (no hand keeps that up).
    expect(enterAfter('CD-70021', [0, ...Array(8).fill(40)])).toBe('CD-70021');
  });

  it('keeps only the fast run: keys typed before a pause are not part of the code', () => {
    const detector = createScanDetector();
    const answers = feed(
      detector,
      ['a', 'b', ...'4006381333931', 'Enter'],
      [0, 300, 400, ...Array(13).fill(6)],
    );
    expect(answers.at(-1)).toBe('4006381333931');
    // A pause just longer than the longest allowed inside a scan splits it as well.
    expect(enterAfter('12345678', [0, 5, 5, 5, 160, 5, 5, 5, 5])).toBe('5678');
  });

  it('ignores codes shorter than the minimum and an Enter long after the last key', () => {
    const detector = createScanDetector({ minLength: 4 });
    expect(feed(detector, [...'123', 'Enter'], [0, 5, 5, 5]).at(-1)).toBeNull();
    expect(feed(detector, [...'12345', 'Enter'], [0, 5, 5, 5, 5, 500]).at(-1)).toBeNull();
    expect(enterAfter('12345678', [0, 5, 5, 5, 5, 5, 5, 5, 151])).toBeNull();
  });

  it('is ready for the next scan after typing it turned down', () => {
    const detector = createScanDetector();
    expect(enterAfter('W-1001', Array(7).fill(120), detector)).toBeNull();
    expect(feed(detector, [...'0012345678905', 'Enter'], [400, ...Array(13).fill(5)]).at(-1)).toBe(
      '0012345678905',
    );
    expect(feed(detector, ['Enter'], [3]).at(-1)).toBeNull();
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
