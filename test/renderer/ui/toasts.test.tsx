// @vitest-environment jsdom
// Notices as a person meets them: they leave on their own, a notice asking for an action stays until
// dismissed, and a sign-out (another resetKey) clears them.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToasts, type ToastInput } from '../../../renderer/src/ui';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
beforeEach(() => vi.useFakeTimers());

function Shows({ toasts }: { toasts: ToastInput[] }) {
  const api = useToasts();
  useEffect(() => {
    for (const toast of toasts) api.show(toast);
  }, [api, toasts]);
  return null;
}

/** The notices shown, in alphabetical order (urgent ones sit in a live region of their own). */
const notices = (): string[] =>
  screen
    .queryAllByText(/^Order/)
    .map((element) => element.textContent ?? '')
    .sort();

describe('toasts', () => {
  it('leave on their own, errors too, unless they ask for an action', () => {
    const toasts: ToastInput[] = [
      { tone: 'success', title: 'Order A picked up' },
      { tone: 'warning', title: 'Order B is on hold' },
      { tone: 'danger', title: 'Order C could not be sent' },
      { tone: 'danger', title: 'Order D needs a printer', needsAction: true },
    ];
    render(
      <ToastProvider resetKey="associate">
        <Shows toasts={toasts} />
      </ToastProvider>,
    );
    expect(notices()).toEqual([
      'Order A picked up',
      'Order B is on hold',
      'Order C could not be sent',
      'Order D needs a printer',
    ]);
    act(() => vi.advanceTimersByTime(5_000));
    expect(notices()).toEqual(['Order B is on hold', 'Order C could not be sent', 'Order D needs a printer']);
    act(() => vi.advanceTimersByTime(3_000));
    expect(notices()).toEqual(['Order C could not be sent', 'Order D needs a printer']);
    act(() => vi.advanceTimersByTime(4_000));
    expect(notices()).toEqual(['Order D needs a printer']);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(notices()).toEqual(['Order D needs a printer']);
  });

  it('never survive a sign-out', () => {
    const toasts: ToastInput[] = [{ tone: 'danger', title: 'Order E needs a printer', needsAction: true }];
    const { rerender } = render(
      <ToastProvider resetKey="associate">
        <Shows toasts={toasts} />
      </ToastProvider>,
    );
    expect(notices()).toEqual(['Order E needs a printer']);
    rerender(
      <ToastProvider resetKey={null}>
        <Shows toasts={toasts} />
      </ToastProvider>,
    );
    expect(notices()).toEqual([]);
  });
});
