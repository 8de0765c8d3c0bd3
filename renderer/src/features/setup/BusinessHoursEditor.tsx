// A store's week: for each day, closed or one or more opening intervals (a store open past midnight gives
// the next day its own interval). Times are typed HH:MM (24:00 closes at midnight); the platform's reasons
// are shown under the interval they concern.
import { useId } from 'react';
import { Button, Icon, IconButton } from '../../ui';
import { WEEKDAYS } from './setup-labels';
import { hoursKey, type BusinessHoursDraft } from './store-draft';
import { useMessages } from '../../i18n/I18nProvider';

export function BusinessHoursEditor({
  hours,
  onChange,
  errorFor,
}: {
  hours: readonly BusinessHoursDraft[];
  onChange: (hours: BusinessHoursDraft[]) => void;
  /** The reason for `business_hours.<index>.<field>` (index in `hours`, the order they are sent in). */
  errorFor: (path: string) => string | undefined;
}) {
  const t = useMessages();
  const update = (key: string, change: Partial<BusinessHoursDraft>) =>
    onChange(hours.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const remove = (key: string) => onChange(hours.filter((entry) => entry.key !== key));
  const add = (weekday: number) => {
    const last = hours.filter((entry) => entry.weekday === weekday).at(-1);
    const entry = last
      ? { key: hoursKey(), weekday, from: last.to === '24:00' ? '23:00' : last.to, to: '24:00' }
      : { key: hoursKey(), weekday, from: '10:00', to: '19:00' };
    onChange([...hours, entry]);
  };

  return (
    <div className="hours-editor" role="group" aria-label={t('setup.store.hours')}>
      {WEEKDAYS.map(({ weekday, label }) => (
        <BusinessDay
          key={weekday}
          label={t(label)}
          intervals={hours
            .map((entry, index) => ({ entry, index }))
            .filter(({ entry }) => entry.weekday === weekday)}
          errorFor={errorFor}
          onUpdate={update}
          onRemove={remove}
          onAdd={() => add(weekday)}
        />
      ))}
    </div>
  );
}

function BusinessDay({
  label,
  intervals,
  errorFor,
  onUpdate: update,
  onRemove: remove,
  onAdd,
}: {
  label: string;
  /** The day's intervals with their index in the whole week (the order they are sent in). */
  intervals: ReadonlyArray<{ entry: BusinessHoursDraft; index: number }>;
  errorFor: (path: string) => string | undefined;
  onUpdate: (key: string, change: Partial<BusinessHoursDraft>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
}) {
  const t = useMessages();
  return (
    <div className="hours-editor__day" role="group" aria-label={label}>
      <span className="hours-editor__weekday">{label}</span>
      <div className="hours-editor__intervals">
        {intervals.length === 0 ? (
          <span className="hours-editor__closed">{t('setup.hours.closed')}</span>
        ) : null}
        {intervals.map(({ entry, index }) => {
          const problems = [
            errorFor(`business_hours.${index}.from_time`),
            errorFor(`business_hours.${index}.to_time`),
            errorFor(`business_hours.${index}.weekday`),
          ].filter((problem): problem is string => Boolean(problem));
          return (
            <div key={entry.key} className="hours-editor__interval">
              <div className="hours-editor__times">
                <TimeInput
                  label={t('setup.hours.opens', { day: label })}
                  value={entry.from}
                  invalid={Boolean(errorFor(`business_hours.${index}.from_time`))}
                  onChange={(from) => update(entry.key, { from })}
                />
                <span className="hours-editor__dash" aria-hidden="true">
                  –
                </span>
                <TimeInput
                  label={t('setup.hours.closes', { day: label })}
                  value={entry.to}
                  invalid={Boolean(errorFor(`business_hours.${index}.to_time`))}
                  onChange={(to) => update(entry.key, { to })}
                />
                <IconButton
                  icon="close"
                  label={t('setup.hours.remove', { day: label, from: entry.from, to: entry.to })}
                  onClick={() => remove(entry.key)}
                />
              </div>
              {problems.map((problem) => (
                <span key={problem} className="field__error">
                  <Icon name="alert" size={16} />
                  {problem}
                </span>
              ))}
            </div>
          );
        })}
      </div>
      <Button size="small" variant="ghost" onClick={onAdd}>
        {intervals.length === 0 ? t('setup.hours.openDay') : t('setup.hours.add')}
      </Button>
    </div>
  );
}

function TimeInput({
  label,
  value,
  invalid,
  onChange,
}: {
  label: string;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const t = useMessages();
  return (
    <span className={`time-input${invalid ? ' time-input--invalid' : ''}`}>
      <input
        id={id}
        className="time-input__field"
        aria-label={label}
        aria-invalid={invalid || undefined}
        inputMode="numeric"
        placeholder={t('setup.hours.placeholder')}
        maxLength={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
