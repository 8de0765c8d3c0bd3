// Labelled form fields. The label names the control; the hint and the error describe it (aria-describedby),
// and an error marks it invalid and is shown right under it, in words.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { reasonText, refusal, type FieldReason } from './field-reason';
import { Icon } from './icons';
import { parseMoneyInput, type MoneyInputOptions, type MoneyInputResult } from './money-input';
import './field.css';

interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  /** The reason the value is refused (a BridgeError's reasonFor(field), or the field's own check). */
  error?: string | null;
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  className?: string;
}

function FieldFrame({ label, hint, error, children, className }: FieldFrameProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field--invalid' : '', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {error ? (
        <span className="field__error" id={errorId}>
          <Icon name="alert" size={16} />
          {error}
        </span>
      ) : null}
      {hint ? (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
}

export function TextField({
  label,
  value,
  onValueChange,
  hint,
  error,
  startAdornment,
  endAdornment,
  className,
  ...rest
}: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="field__control">
          {startAdornment ? (
            <span className="field__adornment field__adornment--start" translate="no">
              {startAdornment}
            </span>
          ) : null}
          <input
            type="text"
            {...rest}
            id={inputId}
            className={[
              'field__input',
              rest.inputMode === 'decimal' || rest.inputMode === 'numeric' ? 'field__input--numeric' : '',
            ].join(' ')}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          />
          {endAdornment ? (
            <span className="field__adornment field__adornment--end">{endAdornment}</span>
          ) : null}
        </div>
      )}
    </FieldFrame>
  );
}

export type NumberInputResult =
  { ok: true; value: number } | { ok: false; empty: boolean; message: string; reason?: FieldReason };

/** A whole number typed as text (quantities, counts): "3" → 3; "3.5", "-1", "abc" are refused in words. */
export function parseWholeNumber(text: string, min = 0, max = Number.MAX_SAFE_INTEGER): NumberInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, empty: true, message: '' };
  if (!/^-?[0-9]+$/.test(trimmed)) return refusal({ id: 'ui.number.notWhole' });
  const value = Number(trimmed);
  if (!Number.isSafeInteger(value)) return refusal({ id: 'ui.number.tooLarge' });
  if (value < min) return refusal({ id: 'ui.number.atLeast', values: { min: String(min) } });
  if (value > max) return refusal({ id: 'ui.number.atMost', values: { max: String(max) } });
  return { ok: true, value };
}

export interface NumberFieldProps extends Omit<TextFieldProps, 'onValueChange' | 'inputMode'> {
  min?: number;
  max?: number;
  /** The text and what it reads as; the field shows the reading's message when no `error` is given. */
  onValueChange: (text: string, result: NumberInputResult) => void;
}

export function NumberField({ min, max, onValueChange, error, value, ...rest }: NumberFieldProps) {
  const t = useMessages();
  const reading = parseWholeNumber(value, min, max);
  const shown = error ?? (!reading.ok && !reading.empty ? reasonText(reading, t) : null);
  return (
    <TextField
      {...rest}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      error={shown}
      onValueChange={(text) => onValueChange(text, parseWholeNumber(text, min, max))}
    />
  );
}

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'onValueChange' | 'inputMode' | 'startAdornment'
> {
  currency: string;
  /** The locale the amount is typed in (decimal and grouping marks). */
  locale: string;
  moneyOptions?: MoneyInputOptions;
  /** The text as typed and its exact reading (never a float). */
  onValueChange: (text: string, result: MoneyInputResult) => void;
}

export function MoneyField({
  currency,
  locale,
  moneyOptions,
  onValueChange,
  error,
  value,
  ...rest
}: MoneyFieldProps) {
  const t = useMessages();
  const reading = parseMoneyInput(value, currency, locale, moneyOptions);
  const shown = error ?? (!reading.ok && !reading.empty ? reasonText(reading, t) : null);
  return (
    <TextField
      {...rest}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      error={shown}
      startAdornment={currency}
      onValueChange={(text) => onValueChange(text, parseMoneyInput(text, currency, locale, moneyOptions))}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value' | 'id'
> {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string | null;
}

export function Select({
  label,
  value,
  options,
  onValueChange,
  hint,
  error,
  className,
  ...rest
}: SelectProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ inputId, describedBy, invalid }) => (
        <div className="field__control">
          <select
            {...rest}
            id={inputId}
            className="field__select"
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onValueChange(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
