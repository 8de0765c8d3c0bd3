// Who owns the keyboard while a modal dialog is open. Dialog tells the components inside it which dialog they
// are in (DialogScope); useShortcut and useScanner ask `keysHeldFrom(owner)` before acting, so a shortcut or
// scanner of the screen behind waits while a dialog is open, and the ones inside the topmost dialog keep
// working. The owner is decided by where the hook was rendered, not by where the key was pressed: Enter on a
// dialog's Done button is inside the dialog, yet must not also reach the screen's Enter shortcut.
import { createContext, useContext, type RefObject } from 'react';

/** The panel of the dialog a component is rendered in; null outside any dialog (the screen). */
export const DialogScope = createContext<RefObject<HTMLElement | null> | null>(null);

/** The dialog the calling component is rendered in, as a ref read when a key arrives. */
export function useDialogScope(): RefObject<HTMLElement | null> | null {
  return useContext(DialogScope);
}

/** The open modal dialog on top: the last one in the page (a dialog opened from another comes after it). */
export function topmostOpenDialog(root: ParentNode = document): HTMLElement | null {
  const open = root.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]');
  return open.length > 0 ? (open[open.length - 1] ?? null) : null;
}

/** True when keys must not reach a hook owned by `owner` (its dialog's ref, or null for the screen). */
export function keysHeldFrom(owner: RefObject<HTMLElement | null> | null): boolean {
  const topmost = topmostOpenDialog();
  if (!topmost) return false;
  return owner?.current !== topmost;
}
