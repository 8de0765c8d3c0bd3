// Keyboard shortcuts shown on buttons ("F2 Search", "F4 Pay"): `useShortcut('F4', pay)`.
// Combos are written 'Ctrl+K', 'Alt+Shift+P'; plain letters are refused while typing in a field, function
// keys and Escape work everywhere. A shortcut that another handler already handled is skipped. While a modal
// Dialog is open only the shortcuts rendered inside it fire (see dialog-scope.ts).
import { useEffect, useRef } from 'react';
import { keysHeldFrom, useDialogScope } from './dialog-scope';

export interface ShortcutOptions {
  enabled?: boolean;
  /** Also fire while focus is in a text field (default: only for F-keys and Escape). */
  inFields?: boolean;
}

export function matchesShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>,
  shortcut: string,
): boolean {
  const parts = shortcut.split('+');
  const key = parts.pop()?.toLowerCase();
  const modifiers = new Set(parts.map((part) => part.toLowerCase()));
  return (
    event.key.toLowerCase() === key &&
    event.ctrlKey === modifiers.has('ctrl') &&
    event.altKey === modifiers.has('alt') &&
    event.shiftKey === modifiers.has('shift') &&
    event.metaKey === modifiers.has('meta')
  );
}

export function isEditableTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file'].includes(
      target.type,
    );
  }
  return false;
}

export function useShortcut(
  shortcut: string,
  handler: (event: KeyboardEvent) => void,
  options: ShortcutOptions = {},
): void {
  const handlerRef = useRef(handler);
  const scope = useDialogScope();
  useEffect(() => {
    handlerRef.current = handler;
  });
  const enabled = options.enabled ?? true;
  const inFields = options.inFields ?? /^(F\d{1,2}|Escape)$/.test(shortcut.split('+').pop() ?? '');
  useEffect(() => {
    if (!enabled) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat) return;
      if (!matchesShortcut(event, shortcut)) return;
      if (!inFields && isEditableTarget(event.target)) return;
      // A modal dialog owns the keyboard: shortcuts of the screen (or of a dialog) behind it wait.
      if (keysHeldFrom(scope)) return;
      event.preventDefault();
      handlerRef.current(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut, enabled, inFields, scope]);
}
