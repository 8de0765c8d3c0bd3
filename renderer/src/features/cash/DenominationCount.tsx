// Counting a drawer by bills and coins: one row per denomination of the store's currency (bills, then coins,
// largest first) with the number of pieces, the row's value and the live total. Made for the keyboard — type a
// count, Enter or ↓ goes to the next row, ↑ back, + and − add or take one piece — and for touch: the − and +
// buttons are full-size targets (left out of the Tab order so the keyboard path stays one field per row).
import { useRef, type KeyboardEvent } from 'react';
import { denominationsOf, type Denomination } from '../../../../shared/cash/denominations';
import { formatMoney } from '../../../../shared/money';
import { useMessages } from '../../i18n/I18nProvider';
import { parseWholeNumber, useLocale } from '../../ui';
import { faceValueLabel, MAX_PIECES, readCountSheet, rowTotal, type CountSheetText } from './count-sheet';

export interface DenominationCountProps {
  currency: string;
  value: CountSheetText;
  onChange(next: CountSheetText): void;
  /** Enter on the last row: the parent moves on (e.g. to its "Record count" button). */
  onDone?(): void;
  /** Focus the first row when shown (the count starts right away). */
  autoFocus?: boolean;
}

export function DenominationCount({ currency, value, onChange, onDone, autoFocus }: DenominationCountProps) {
  const t = useMessages();
  const inputs = useRef(new Map<number, HTMLInputElement>());
  const denominations = denominationsOf(currency);
  const reading = readCountSheet(currency, value);
  const order = denominations.map((denomination) => denomination.minor);

  function setCount(denomination: Denomination, text: string) {
    onChange({ ...value, [String(denomination.minor)]: text });
  }

  function step(denomination: Denomination, delta: number) {
    const current = parseWholeNumber(value[String(denomination.minor)] ?? '', 0, MAX_PIECES);
    const base = current.ok ? current.value : 0;
    const next = Math.min(MAX_PIECES, Math.max(0, base + delta));
    setCount(denomination, next === 0 ? '' : String(next));
  }

  function focusRow(index: number) {
    const minor = order[index];
    const input = minor === undefined ? undefined : inputs.current.get(minor);
    input?.focus();
    input?.select();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, denomination: Denomination, index: number) {
    if (event.key === 'Enter' || event.key === 'ArrowDown') {
      event.preventDefault();
      if (index < order.length - 1) focusRow(index + 1);
      else if (event.key === 'Enter') onDone?.();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusRow(index - 1);
    } else if (event.key === '+' || event.key === '-') {
      event.preventDefault();
      step(denomination, event.key === '+' ? 1 : -1);
    }
  }

  const groups = [
    { kind: 'bill' as const, title: t('cash.pieces.bills') },
    { kind: 'coin' as const, title: t('cash.pieces.coins') },
  ];

  return (
    <div className="denomination-count">
      <div className="denomination-count__columns">
        {groups.map((group) => {
          const rows = denominations.filter((denomination) => denomination.kind === group.kind);
          if (rows.length === 0) return null;
          return (
            <fieldset key={group.kind} className="denomination-count__group">
              <legend className="denomination-count__legend">{group.title}</legend>
              {rows.map((denomination) => {
                const index = order.indexOf(denomination.minor);
                const key = String(denomination.minor);
                return (
                  <DenominationRow
                    key={key}
                    denomination={denomination}
                    currency={currency}
                    typed={value[key] ?? ''}
                    error={!reading.ok ? reading.errors[key] : undefined}
                    autoFocus={autoFocus === true && index === 0}
                    inputRef={(node) => {
                      if (node) inputs.current.set(denomination.minor, node);
                      else inputs.current.delete(denomination.minor);
                    }}
                    onType={(text) => setCount(denomination, text)}
                    onStep={(delta) => step(denomination, delta)}
                    onKeyDown={(event) => onKeyDown(event, denomination, index)}
                  />
                );
              })}
            </fieldset>
          );
        })}
      </div>
      <CountTotal reading={reading} />
    </div>
  );
}

/** One denomination: its face, − and + for touch, the number of pieces typed, and the row's value. */
function DenominationRow({
  denomination,
  currency,
  typed,
  error,
  autoFocus,
  inputRef,
  onType,
  onStep,
  onKeyDown,
}: {
  denomination: Denomination;
  currency: string;
  typed: string;
  error: string | undefined;
  autoFocus: boolean;
  inputRef: (node: HTMLInputElement | null) => void;
  onType: (text: string) => void;
  onStep: (delta: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const locale = useLocale();
  const t = useMessages();
  const key = String(denomination.minor);
  const face = faceValueLabel(denomination, currency, locale);
  const noun = denomination.kind === 'bill' ? 'bill' : 'coin';
  const count = parseWholeNumber(typed, 0, MAX_PIECES);
  const errorId = `denomination-${key}-error`;
  return (
    <div
      className={`denomination-row${error ? ' denomination-row--invalid' : ''}${
        count.ok && count.value > 0 ? ' denomination-row--counted' : ''
      }`}
    >
      <span className={`denomination-row__face denomination-row__face--${noun}`} aria-hidden="true">
        {face}
      </span>
      <PieceStepButton
        label={t('cash.pieces.less', { kind: noun, face })}
        disabled={!count.ok || count.value === 0}
        onClick={() => onStep(-1)}
      >
        −
      </PieceStepButton>
      <input
        ref={inputRef}
        className="denomination-row__input"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        aria-label={t('cash.pieces.field', { kind: noun, face })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={typed}
        onChange={(event) => onType(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(event) => event.target.select()}
        autoFocus={autoFocus}
      />
      <PieceStepButton label={t('cash.pieces.more', { kind: noun, face })} onClick={() => onStep(1)}>
        +
      </PieceStepButton>
      <span className="denomination-row__subtotal tabular-nums">
        {count.ok && count.value > 0
          ? formatMoney(rowTotal(denomination, count.value, currency), locale)
          : ''}
      </span>
      {error ? (
        <span className="denomination-row__error" id={errorId}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** − or + one piece: a full-size touch target, left out of the Tab order (the keyboard uses − and + in the field). */
function PieceStepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      className="denomination-row__step"
      tabIndex={-1}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** The live total and number of pieces, read out politely as the count goes; or that a row is not readable. */
function CountTotal({ reading }: { reading: ReturnType<typeof readCountSheet> }) {
  const locale = useLocale();
  const t = useMessages();
  return (
    <div className="denomination-count__total" role="status" aria-live="polite">
      <span>{t('cash.count.total')}</span>
      {reading.ok ? (
        <>
          <strong className="tabular-nums" data-testid="count-total">
            {formatMoney(reading.total, locale)}
          </strong>
          <span className="denomination-count__pieces">
            {t('cash.pieces.count', { count: reading.pieces })}
          </span>
        </>
      ) : (
        <strong className="denomination-count__invalid">{t('cash.pieces.invalid')}</strong>
      )}
    </div>
  );
}
