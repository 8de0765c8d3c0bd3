// A barcode scanner is a keyboard wedge: it "types" the code very fast and ends with Enter. This hook tells
// a scan from a person typing by the gaps between keystrokes (a scanner sends a key every few ms, a person
// every 80 ms or more) and hands the code to `onScan`.
//
// When focus is NOT in a text field (the usual case at the counter) the keys are consumed and the screen
// gets the code. When focus IS in a text field, the field keeps what it receives (the person may be typing
// there) and the hook stays out of it — unless the field opts in with `data-scanner="capture"`, in which
// case a scan is handed to onScan and the scanned characters are not left in the field.
import { useEffect, useRef } from 'react';
import { isEditableTarget } from './use-shortcut';

export interface ScannerOptions {
  enabled?: boolean;
  /** Codes shorter than this are typing, not scans. Default 4. */
  minLength?: number;
  /** The longest gap between two scanner keystrokes. Default 40 ms. */
  maxGapMs?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface ScanDetector {
  /** Feeds one keydown; answers the scanned code when this key was the Enter that ends a scan. */
  key(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>, at: number): string | null;
  /** Whether the keys seen so far look like a scan in progress (two fast keys at least). */
  readonly scanning: boolean;
  reset(): void;
}

export function createScanDetector(minLength = 4, maxGapMs = 40): ScanDetector {
  // The buffer only ever holds one run of fast keys: a slow key starts a new run.
  let buffer = '';
  let last = -Infinity;
  return {
    key(event, at) {
      const gap = at - last;
      if (event.key === 'Enter') {
        const code = buffer;
        buffer = '';
        last = -Infinity;
        // Some scanners pause a little before the Enter suffix: allow twice the gap there.
        return code.length >= minLength && gap <= maxGapMs * 2 ? code : null;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.altKey || event.metaKey) return null;
      buffer = gap > maxGapMs ? event.key : buffer + event.key;
      last = at;
      return null;
    },
    get scanning() {
      return buffer.length >= 2;
    },
    reset() {
      buffer = '';
      last = -Infinity;
    },
  };
}

/** `useScanner((code) => openOrderByBarcode(code))`: scans anywhere on the screen reach the handler. */
export function useScanner(onScan: (code: string) => void, options: ScannerOptions = {}): void {
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  });
  const { enabled = true, minLength = 4, maxGapMs = 40 } = options;
  const now = options.now;
  useEffect(() => {
    if (!enabled) return;
    const detector = createScanDetector(minLength, maxGapMs);
    const clock = now ?? (() => performance.now());
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target;
      const editable = isEditableTarget(target);
      const capture = editable && target instanceof HTMLElement && target.dataset.scanner === 'capture';
      if (editable && !capture) {
        detector.reset();
        return;
      }
      // A modal dialog owns the keyboard (it may have a scanner of its own).
      if (
        document.querySelector('[aria-modal="true"]') &&
        !(target instanceof Element && target.closest('[aria-modal="true"]'))
      ) {
        return;
      }
      const code = detector.key(event, clock());
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
  }, [enabled, minLength, maxGapMs, now]);
}
