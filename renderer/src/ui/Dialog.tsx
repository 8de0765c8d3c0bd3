// A modal dialog: focus moves into it and stays there (Tab cycles), Esc closes it, and focus goes back to
// where it was when it closes; while it is on top, only the shortcuts and scanners rendered inside it act
// (dialog-scope.ts). Named by its title, so tests find it with getByRole('dialog', {name}).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { IconButton } from './Button';
import { DialogScope, topmostOpenDialog } from './dialog-scope';
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
  const t = useMessages();
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
      // A dialog opened from this one has the keys until it closes.
      if (topmostOpenDialog() !== node) return;
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
      returnFocus(returnTo);
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
            {dismissible ? <IconButton icon="close" label={t('ui.dialog.close')} onClick={onClose} /> : null}
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
