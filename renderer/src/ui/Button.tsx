// The app's buttons: a full touch target, a visible focus ring, an optional keyboard shortcut shown on the
// button (the shortcut itself is bound with useShortcut by the screen), and a busy state.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import { Spinner } from './Spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'small' | 'medium' | 'large';
  icon?: IconName;
  /** Shown on the button, e.g. "F4"; part of its description, not of its name. */
  shortcut?: string;
  /** Shows a spinner and ignores clicks (the button keeps its name for tests and screen readers). */
  busy?: boolean;
  block?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'medium',
  icon,
  shortcut,
  busy = false,
  block = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, `button--${size}`, block && 'button--block', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      aria-keyshortcuts={shortcut}
    >
      {busy ? <Spinner size={18} label="" /> : icon ? <Icon name={icon} size={18} /> : null}
      <span>{children}</span>
      {shortcut ? (
        <kbd className="button__shortcut" aria-hidden="true">
          {shortcut}
        </kbd>
      ) : null}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  /** The accessible name (and tooltip): icon-only buttons must still say what they do. */
  label: string;
  variant?: ButtonVariant;
}

export function IconButton({
  icon,
  label,
  variant = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={['button', `button--${variant}`, 'icon-button', className].filter(Boolean).join(' ')}
    >
      <Icon name={icon} size={20} />
    </button>
  );
}
