// A modal dialog: focus moves into it and stays there (Tab cycles), Esc closes it, and focus goes back to
// where it was when it closes; while it is on top, only the shortcuts and scanners rendered inside it act
// (dialog-scope.ts). Named by its title, so tests find it with getByRole('dialog', {name}).
import { useId, useRef, type ReactNode } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { IconButton } from './Button';
import { DialogScope } from './dialog-scope';
import { useDialogFocus } from './use-dialog-focus';
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
  useDialogFocus(open, panel, onClose, dismissible);

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
