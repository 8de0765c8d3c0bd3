// @vitest-environment jsdom
// What a screen-reader user hears without looking: messages go into live regions that exist before them
// (a region that arrives with its text is often not read), urgent ones assertive, the same words twice
// read twice; notices do not fade while someone is reading them; a scan's answer replaces the last in a
// slot that stays.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanFeedback } from '../../../renderer/src/features/pickup/ScanFeedback';
import type { NumberedScan } from '../../../renderer/src/store/pickup-slice';
import { Button, ToastProvider, useAnnounce, useToasts } from '../../../renderer/src/ui';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  return screen.getByTestId(`announcer-${politeness}`);
}

function Speaker() {
  const announce = useAnnounce();
  return (
    <>
      <Button onClick={() => announce('Back online. Waiting changes are being sent.')}>Online</Button>
      <Button onClick={() => announce('Offline. Keep working.', 'assertive')}>Offline</Button>
    </>
  );
}

describe('the announcer', () => {
  it('speaks into live regions that were there before the message', () => {
    render(
      <ToastProvider>
        <Speaker />
      </ToastProvider>,
    );
    const polite = liveRegion('polite');
    const assertive = liveRegion('assertive');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    expect(polite.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    expect(liveRegion('assertive')).toBe(assertive);
    expect(assertive.textContent).toBe('Offline. Keep working.');
    expect(polite.textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Online' }));
    expect(liveRegion('polite')).toBe(polite);
    expect(polite.textContent).toBe('Back online. Waiting changes are being sent.');
  });

  it('reads the same words twice as two messages (a new node each time)', () => {
    render(
      <ToastProvider>
        <Speaker />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    const first = liveRegion('assertive').firstElementChild;
    fireEvent.click(screen.getByRole('button', { name: 'Offline' }));
    const second = liveRegion('assertive').firstElementChild;
    expect(second?.textContent).toBe('Offline. Keep working.');
    expect(second).not.toBe(first);
  });
});

function Notifier() {
  const toasts = useToasts();
  return (
    <>
      <Button onClick={() => toasts.show({ tone: 'success', title: 'Order W-1001 is ready for pickup' })}>
        Ready
      </Button>
      <Button onClick={() => toasts.show({ tone: 'danger', title: 'Register 1 did not open' })}>Fail</Button>
    </>
  );
}

describe('notices', () => {
  it('appear in a Notifications landmark, successes politely and failures at once', () => {
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    const [assertiveList, politeList] = [...region.children] as HTMLElement[];
    expect(assertiveList?.getAttribute('aria-live')).toBe('assertive');
    expect(politeList?.getAttribute('aria-live')).toBe('polite');

    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    expect(politeList?.textContent).toContain('Order W-1001 is ready for pickup');
    expect(assertiveList?.textContent).toContain('Register 1 did not open');
    expect(screen.getByRole('alert').textContent).toContain('Register 1 did not open');
    expect(screen.getByRole('status').textContent).toContain('Order W-1001 is ready for pickup');
  });

  it('do not fade while the focus is on them, and fade their full time once it leaves', () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Notifier />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ready' }));
    const dismiss = screen.getByRole('button', { name: 'Dismiss notification' });
    act(() => dismiss.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByText('Order W-1001 is ready for pickup')).not.toBeNull();

    act(() => screen.getByRole('button', { name: 'Ready' }).focus());
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryAllByText('Order W-1001 is ready for pickup')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1_500));
    expect(screen.queryByText('Order W-1001 is ready for pickup')).toBeNull();
  });
});

describe("a scan's answer", () => {
  const picked: NumberedScan = {
    seq: 1,
    kind: 'picked',
    code: '0012345678905',
    productId: 'p-1',
    title: 'Trail Mug',
    picked: 1,
    ordered: 2,
  };
  const wrong: NumberedScan = { seq: 2, kind: 'not_in_order', code: '4006381333931' };

  it('is read from a slot that stays while scans come and go; refusals are alerts', () => {
    const { container, rerender } = render(<ScanFeedback scan={null} />);
    const slot = container.firstElementChild as HTMLElement;
    expect(slot.getAttribute('aria-live')).toBe('assertive');
    expect(slot.textContent).toContain('Waiting for the first scan');

    rerender(<ScanFeedback scan={picked} />);
    expect(container.firstElementChild).toBe(slot);
    expect(screen.getByRole('status').textContent).toContain('Picked: Trail Mug');
    expect(slot.textContent).toContain('1 of 2 in the bag');

    rerender(<ScanFeedback scan={wrong} />);
    expect(container.firstElementChild).toBe(slot);
    expect(screen.getByRole('alert').textContent).toContain('This item is not in the order');
    const firstRefusal = screen.getByRole('alert');

    // The same wrong item again is a new alert, so it is read out again.
    rerender(<ScanFeedback scan={{ ...wrong, seq: 3 }} />);
    expect(screen.getByRole('alert')).not.toBe(firstRefusal);
    expect(screen.getByRole('alert').textContent).toContain('4006381333931');
  });
});
