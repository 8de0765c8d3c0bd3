// A modal dialog: focus moves into it and stays there (Tab cycles), Esc closes it, and focus goes back to
// where it was when it closes; while it is on top, only the shortcuts and scanners rendered inside it act
// (dialog-scope.ts). Named by its title, so tests find it with getByRole('dialog', {name}).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IconButton } from './Button';
import { DialogScope } from './dialog-scope';
import './overlay.css';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom, the main action last. */
  footer?: ReactNode;
  /** Esc and the close button are refused while something must finish (e.g. a payment under way). */
  dismissible?: boolean;
  wide?: boolean;
  /** Description read with the title (aria-describedby), e.g. what the decision means. */
  description?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Dialog({
  open,
  title,
  onClose,
  children,
  footer,
  dismissible = true,
  wide = false,
  description,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
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
    // The first field (or button) gets the focus, unless a child asked for it with autoFocus.
    if (node && !node.contains(document.activeElement)) {
      const first =
        node.querySelector<HTMLElement>('[autofocus]') ??
        node.querySelector('.dialog__body')?.querySelector<HTMLElement>(FOCUSABLE) ??
        node.querySelector<HTMLElement>(FOCUSABLE);
      (first ?? node).focus();
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape' && dismissibleRef.current) {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !node) return;
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
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !node.contains(document.activeElement))
      ) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (returnTo && document.contains(returnTo)) returnTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panel}
        className={`dialog${wide ? ' dialog--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {/* Shortcuts and scanners rendered in here own the keyboard while this dialog is on top. */}
        <DialogScope.Provider value={panel}>
          <header className="dialog__header">
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            {dismissible ? <IconButton icon="close" label="Close" onClick={onClose} /> : null}
          </header>
          <div className="dialog__body">
            {description ? (
              <p id={descriptionId} style={{ marginTop: 0 }}>
                {description}
              </p>
            ) : null}
            {children}
          </div>
          {footer ? <footer className="dialog__footer">{footer}</footer> : null}
        </DialogScope.Provider>
      </div>
    </div>
  );
}
