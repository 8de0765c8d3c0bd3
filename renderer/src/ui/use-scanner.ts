// A barcode scanner is a keyboard wedge: it "types" the code in one burst and ends with Enter. This hook tells
// a scan from a person typing and hands the code to `onScan`.
//
// The rule (createScanDetector), built to survive jitter rather than to expect a perfect burst:
//   - Keys are timed by when they were pressed (the event's timeStamp), not by when the page got round to
//     them: a screen busy rendering the first scanned item must not spread the rest of the burst.
//   - A run of keys ends at a pause longer than `maxGapMs` (150 ms): a scanner never stops that long inside
//     a code, and a person who does has stopped typing. The next key starts a new run.
//   - Enter ends a scan when the run is at least `minLength` characters long and it came, Enter included, at
//     `maxAverageGapMs` (50 ms) per key or faster on average. Nobody types eight characters and Enter that
//     fast, while a scanner stays far below it even when a few of its keys arrive late (Bluetooth scanners
//     send in clumps). A shorter code proves less, so it must come twice as fast on average.
//
// When focus is NOT in a text field (the usual case at the counter) the keys are consumed and the screen
// gets the code. When focus IS in a text field, the field keeps what it receives (the person may be typing
// there) and the hook stays out of it — unless the field opts in with `data-scanner="capture"`, in which
// case a scan is handed to onScan and the scanned characters are not left in the field.
import { useEffect, useRef } from 'react';
import { keysHeldFrom, useDialogScope } from './dialog-scope';
import { isEditableTarget } from './use-shortcut';

export interface ScanRule {
  /** Codes shorter than this are typing, not scans. Default 4. */
  minLength: number;
  /** The longest pause inside a scan (between two keys, or before the Enter). Default 150 ms. */
  maxGapMs: number;
  /** The slowest average time per key, Enter included, of a code of `confidentLength` characters or more. */
  maxAverageGapMs: number;
  /** From this length on a code may come at `maxAverageGapMs`; shorter ones at half of it. Default 8. */
  confidentLength: number;
}

export const DEFAULT_SCAN_RULE: ScanRule = {
  minLength: 4,
  maxGapMs: 150,
  maxAverageGapMs: 50,
  confidentLength: 8,
};

export interface ScannerOptions extends Partial<ScanRule> {
  enabled?: boolean;
  /** The clock (tests); by default each key's own timeStamp. */
  now?: () => number;
}

export interface ScanDetector {
  /**
   * Feeds one keydown pressed at `at` (ms, any monotonic clock); answers the scanned code when this key was
   * the Enter that ends a scan.
   */
  key(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>, at: number): string | null;
  reset(): void;
}

export function createScanDetector(rule: Partial<ScanRule> = {}): ScanDetector {
  const { minLength, maxGapMs, maxAverageGapMs, confidentLength } = { ...DEFAULT_SCAN_RULE, ...rule };
  // One run of keys without a long pause: its characters and when its first and last keys were pressed.
  let run = '';
  let startedAt = 0;
  let lastAt = -Infinity;

  function reset() {
    run = '';
    startedAt = 0;
    lastAt = -Infinity;
  }

  function isScan(code: string, enterAt: number): boolean {
    if (code.length < minLength || enterAt - lastAt > maxGapMs) return false;
    const averageGap = (enterAt - startedAt) / code.length;
    const allowed = code.length >= confidentLength ? maxAverageGapMs : maxAverageGapMs / 2;
    return averageGap <= allowed;
  }

  return {
    key(event, at) {
      if (event.key === 'Enter') {
        const code = isScan(run, at) ? run : null;
        reset();
        return code;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return null;
      if (at - lastAt > maxGapMs) {
        run = event.key;
        startedAt = at;
      } else {
        run += event.key;
      }
      lastAt = at;
      return null;
    },
    reset,
  };
}

/** `useScanner((code) => openOrderByBarcode(code))`: scans anywhere on the screen reach the handler. */
export function useScanner(onScan: (code: string) => void, options: ScannerOptions = {}): void {
  const onScanRef = useRef(onScan);
  const scope = useDialogScope();
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const {
    enabled = true,
    now,
    minLength = DEFAULT_SCAN_RULE.minLength,
    maxGapMs = DEFAULT_SCAN_RULE.maxGapMs,
    maxAverageGapMs = DEFAULT_SCAN_RULE.maxAverageGapMs,
    confidentLength = DEFAULT_SCAN_RULE.confidentLength,
  } = options;
  useEffect(() => {
    if (!enabled) return;
    const detector = createScanDetector({ minLength, maxGapMs, maxAverageGapMs, confidentLength });
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target;
      const editable = isEditableTarget(target);
      const capture = editable && target instanceof HTMLElement && target.dataset.scanner === 'capture';
      if (editable && !capture) {
        detector.reset();
        return;
      }
      // A modal dialog owns the keyboard: a scan reaches only the scanner rendered inside the topmost dialog.
      if (keysHeldFrom(scope)) {
        detector.reset();
        return;
      }
      const code = detector.key(event, now ? now() : event.timeStamp);
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      if (capture && target instanceof HTMLInputElement && target.value.endsWith(code)) {
        // The field opted in: take the scanned characters back out of it (React sees the change).
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(target, target.value.slice(0, -code.length));
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      onScanRef.current(code);
    }
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, minLength, maxGapMs, maxAverageGapMs, confidentLength, now, scope]);
}
