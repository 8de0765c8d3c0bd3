// Controls the setup forms share: switches for on/off settings, radio cards for a choice between ways of
// doing something, and the save bar that says whether the last save went through or why it did not.
import { useId, type ReactNode } from 'react';
import type { BridgeError } from '../../../../shared/bridge';
import type { ActionStatus } from '../../store/slice';
import { Button, Icon, errorWhatToDo, useErrorText } from '../../ui';
import { useMessages, type Translate } from '../../i18n/I18nProvider';

export function ToggleField({
  label,
  description,
  checked,
  onChange,
  disabled,
  error,
}: {
  label: string;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={`toggle-field${error ? ' toggle-field--invalid' : ''}`}>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="toggle-field__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={description || error ? `${id}-about` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="toggle-field__label">
        <span className="toggle-field__track" aria-hidden="true">
          <span className="toggle-field__thumb" />
        </span>
        <span className="toggle-field__text">{label}</span>
      </label>
      {description || error ? (
        <span id={`${id}-about`} className="toggle-field__about">
          {error ? (
            <span className="field__error">
              <Icon name="alert" size={16} />
              {error}
            </span>
          ) : null}
          {description}
        </span>
      ) : null}
    </div>
  );
}

export function ChoiceCards<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 3,
}: {
  legend: string;
  name: string;
  value: Value;
  options: ReadonlyArray<{ value: Value; title: string; description: ReactNode; disabled?: boolean }>;
  onChange: (value: Value) => void;
  columns?: number;
}) {
  return (
    <fieldset className="choice-cards">
      <legend className="choice-cards__legend">{legend}</legend>
      <div
        className="choice-cards__grid"
        style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={`choice-card${option.value === value ? ' choice-card--selected' : ''}${option.disabled ? ' choice-card--disabled' : ''}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="choice-card__input"
            />
            <span className="choice-card__title">{option.title}</span>
            <span className="choice-card__description">{option.description}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The end of a form: what the last save did (saved, or the platform's message with what to do) and the save
 * button. Field-level reasons are shown at the fields; this line says the form as a whole was refused.
 */
export function SaveBar({
  status,
  label,
  onSave,
  savedMessage,
  disabled,
  extra,
  sticky = false,
}: {
  status: ActionStatus;
  label: string;
  onSave: () => void;
  savedMessage?: string;
  disabled?: boolean;
  extra?: ReactNode;
  /** Stays at the bottom of the window while the form scrolls (forms longer than a screen). */
  sticky?: boolean;
}) {
  const t = useMessages();
  const errorText = useErrorText();
  return (
    <div className={`save-bar${sticky ? ' save-bar--sticky' : ''}`}>
      <div className="save-bar__status" role="status">
        {status.status === 'done' ? (
          <span className="save-bar__saved">
            <Icon name="check" size={18} />
            {savedMessage ?? t('setup.save.saved')}
          </span>
        ) : null}
        {status.status === 'failed' && status.error ? (
          <span className="save-bar__failed" role="alert">
            <Icon name="alert" size={18} />
            <span>
              <strong>{refusalHeadline(status.error, t, errorText.message)}</strong>{' '}
              {status.error.details?.length ? t('setup.save.correctFields') : errorWhatToDo(status.error)}
            </span>
          </span>
        ) : null}
      </div>
      {extra}
      <Button variant="primary" busy={status.status === 'pending'} onClick={onSave} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}

/**
 * The line above a refused form: the error's sentence in the session's language (by its code and values),
 * except for a request refused by its schema, whose message lists paths for developers; the fields
 * themselves show those reasons.
 */
function refusalHeadline(error: BridgeError, t: Translate, message: (error: BridgeError) => string): string {
  const count = error.details?.length ?? 0;
  if (error.code !== 'invalid_request' || count === 0) return message(error);
  return t('setup.save.fieldsToCorrect', { count });
}
