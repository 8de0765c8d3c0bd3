// @vitest-environment jsdom
// Counting a drawer by bills and coins as a person does it: a count per row from the keyboard (Enter and the
// arrows move between rows, + and − add or take one piece), or with the touch buttons; the row values and the
// total follow exactly; a count that is not a whole number is pointed out on its row; face values read in the
// user's locale.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CountSheetText } from '../../../renderer/src/features/cash/count-sheet';
import { DenominationCount } from '../../../renderer/src/features/cash/DenominationCount';
import { LocaleProvider } from '../../../renderer/src/ui';

afterEach(cleanup);

function Harness({
  currency,
  locale = 'en-US',
  onDone,
}: {
  currency: string;
  locale?: string;
  onDone?: () => void;
}) {
  const [sheet, setSheet] = useState<CountSheetText>({});
  return (
    <LocaleProvider locale={locale}>
      <DenominationCount currency={currency} value={sheet} onChange={setSheet} onDone={onDone} autoFocus />
    </LocaleProvider>
  );
}

/** A row's count field by its name; blanks match any blank (de-DE puts a no-break space before €). */
function field(name: string): HTMLInputElement {
  const pattern = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&').replace(/ /g, '\\s')}$`);
  return screen.getByRole('textbox', { name: pattern }) as HTMLInputElement;
}

function type(name: string, text: string) {
  fireEvent.change(field(name), { target: { value: text } });
}

function total(): string {
  return screen.getByRole('status').textContent ?? '';
}

describe('the count by bills and coins', () => {
  it('lists the store currency’s bills then coins, largest first, and starts on the first row', () => {
    render(<Harness currency="USD" />);
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label'));
    expect(names).toEqual([
      '$100 bills',
      '$50 bills',
      '$20 bills',
      '$10 bills',
      '$5 bills',
      '$2 bills',
      '$1 bills',
      '$0.50 coins',
      '$0.25 coins',
      '$0.10 coins',
      '$0.05 coins',
      '$0.01 coins',
    ]);
    expect(screen.getByRole('group', { name: 'Bills' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Coins' })).toBeTruthy();
    expect(document.activeElement).toBe(field('$100 bills'));
    expect(total()).toContain('$0.00');
  });

  it('adds up the counts exactly as they are typed, row by row and in total', () => {
    render(<Harness currency="USD" />);
    type('$20 bills', '3');
    type('$0.10 coins', '7');
    type('$0.05 coins', '1');
    type('$0.01 coins', '3');
    // 60.00 + 0.70 + 0.05 + 0.03: no floating-point drift (0.1 × 7 is not 0.7000000000000001 here).
    expect(total()).toContain('$60.78');
    expect(total()).toContain('14 pieces');
    expect(field('$20 bills').closest('.denomination-row')?.textContent).toContain('$60.00');
    expect(field('$0.10 coins').closest('.denomination-row')?.textContent).toContain('$0.70');
  });

  it('moves down with Enter and ↓, up with ↑, and hands over after the last row', () => {
    const onDone = vi.fn();
    render(<Harness currency="CAD" locale="en-CA" onDone={onDone} />);
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('aria-label') ?? '');
    expect(names[0]).toBe('$100 bills');
    fireEvent.keyDown(field(names[0]!), { key: 'Enter' });
    expect(document.activeElement).toBe(field(names[1]!));
    fireEvent.keyDown(field(names[1]!), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(field(names[2]!));
    fireEvent.keyDown(field(names[2]!), { key: 'ArrowUp' });
    expect(document.activeElement).toBe(field(names[1]!));
    const last = names.at(-1)!;
    act(() => field(last).focus());
    fireEvent.keyDown(field(last), { key: 'Enter' });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('takes + and − from the keyboard and the touch buttons, never below zero', () => {
    render(<Harness currency="USD" />);
    fireEvent.keyDown(field('$5 bills'), { key: '+' });
    fireEvent.keyDown(field('$5 bills'), { key: '+' });
    expect(field('$5 bills').value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'One bill more of $5' }));
    expect(field('$5 bills').value).toBe('3');
    fireEvent.keyDown(field('$5 bills'), { key: '-' });
    expect(field('$5 bills').value).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'One bill less of $5' }));
    fireEvent.click(screen.getByRole('button', { name: 'One bill less of $5' }));
    expect(field('$5 bills').value).toBe('');
    expect((screen.getByRole('button', { name: 'One bill less of $5' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(total()).toContain('$0.00');
    // The touch buttons stay out of the Tab order: the keyboard path is one field per row.
    expect(screen.getByRole('button', { name: 'One bill more of $5' }).tabIndex).toBe(-1);
  });

  it('points out a count that is not a whole number on its row, and gives no total until fixed', () => {
    render(<Harness currency="USD" />);
    type('$10 bills', '2.5');
    const input = field('$10 bills');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter a whole number');
    expect(total()).toContain('Correct the highlighted counts');
    type('$10 bills', '2');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(total()).toContain('$20.00');
  });

  it('reads face values and totals in the user’s locale', () => {
    render(<Harness currency="EUR" locale="de-DE" />);
    expect(field('20 € bills')).toBeTruthy();
    type('20 € bills', '2');
    type('0,50 € coins', '3');
    expect(total().replace(/\s/g, ' ')).toContain('41,50 €');
  });
});
