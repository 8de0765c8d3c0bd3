// The keyboard of an open modal dialog: focus moves into it, Tab cycles inside it, Esc closes it (when it may
// be dismissed), and focus goes back where it was when it closes. Only the dialog on top has the keys.
import { useEffect, useRef, type RefObject } from 'react';
import { topmostOpenDialog } from './dialog-scope';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(
  open: boolean,
  panel: RefObject<HTMLDivElement | null>,
  onClose: () => void,
  dismissible: boolean,
) {
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return;
    const returnTo = document.activeElement as HTMLElement | null;
    const node = panel.current;
    if (node) focusFirst(node);
    function onKeyDown(event: KeyboardEvent) {
      // A dialog opened from this one has the keys until it closes.
      if (topmostOpenDialog() !== node) return;
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key === 'Tab' && node) keepTabInside(event, node);
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      returnFocus(returnTo);
    };
  }, [open, panel]);
}

/** The first field (or button) gets the focus, unless a child asked for it with autoFocus. */
function focusFirst(node: HTMLElement) {
  if (node.contains(document.activeElement)) return;
  const first =
    node.querySelector<HTMLElement>('[autofocus]') ??
    node.querySelector('.dialog__body')?.querySelector<HTMLElement>(FOCUSABLE) ??
    node.querySelector<HTMLElement>(FOCUSABLE);
  (first ?? node).focus();
}

/** Tab from the last focusable goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(event: KeyboardEvent, node: HTMLElement) {
  const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || !node.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !node.contains(document.activeElement))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Back to what opened the dialog; when that is gone (the row of an order just handed over), to the
 * screen's heading, so the keyboard and the screen reader carry on from the screen rather than the page's top.
 */
function returnFocus(opener: HTMLElement | null) {
  if (opener && opener !== document.body && document.contains(opener)) {
    opener.focus();
    return;
  }
  // A dialog still open under this one keeps the focus inside it.
  const underneath = topmostOpenDialog();
  if (underneath) {
    underneath.focus();
    return;
  }
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}
