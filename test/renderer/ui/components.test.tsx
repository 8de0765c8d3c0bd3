// @vitest-environment jsdom
// The shared components as a user meets them: by role and name, from the keyboard.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Button,
  DataTable,
  Dialog,
  MoneyField,
  MoneyText,
  Tabs,
  useScanner,
  type Column,
} from '../../../renderer/src/ui';
import { LocaleProvider } from '../../../renderer/src/ui/locale';
import type { MoneyInputResult } from '../../../renderer/src/ui/money-input';

afterEach(cleanup);

/** What a screen reader reads after the name: the texts the element's aria-describedby points at. */
export function descriptionOf(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .join(' ');
}

interface Order {
  id: string;
  customer: string;
}

const COLUMNS: Column<Order>[] = [
  { id: 'id', header: 'Order', cell: (order) => order.id },
  { id: 'customer', header: 'Customer', cell: (order) => order.customer },
];

function orders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `W-${1000 + index}`,
    customer: `Customer ${index}`,
  }));
}

describe('DataTable', () => {
  it('renders only the visible part of a long list, and every row of a short one', () => {
    const { unmount } = render(
      <DataTable label="Orders" columns={COLUMNS} rows={orders(5000)} rowKey={(order) => order.id} />,
    );
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rendered = within(table).getAllByRole('row').length;
    expect(rendered).toBeGreaterThan(1);
    expect(rendered).toBeLessThan(100);
    unmount();

    render(<DataTable label="Orders" columns={COLUMNS} rows={orders(12)} rowKey={(order) => order.id} />);
    expect(within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row')).toHaveLength(13);
  });

  it('activates a row with a click or Enter, and shows the empty state when there are no rows', () => {
    const opened: string[] = [];
    const { rerender } = render(
      <DataTable
        label="Orders"
        columns={COLUMNS}
        rows={orders(3)}
        rowKey={(order) => order.id}
        onRowActivate={(order) => opened.push(order.id)}
        empty={<p>No orders to pick</p>}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('row');
    fireEvent.click(rows[1] as HTMLElement);
    fireEvent.keyDown(rows[3] as HTMLElement, { key: 'Enter' });
    expect(opened).toEqual(['W-1000', 'W-1002']);

    rerender(
      <DataTable
        label="Orders"
        columns={COLUMNS}
        rows={[]}
        rowKey={(order) => order.id}
        empty={<p>No orders to pick</p>}
      />,
    );
    expect(screen.getByText('No orders to pick')).toBeTruthy();
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reject items</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Reject items"
        footer={<Button>Confirm</Button>}
      >
        <label>
          Reason
          <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('takes the focus, keeps Tab inside, closes on Esc and gives the focus back', () => {
    render(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Reject items' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Reject items' });
    expect(document.activeElement).toBe(screen.getByLabelText('Reason'));

    screen.getByRole('button', { name: 'Confirm' }).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

function MoneyHarness({ onRead }: { onRead: (result: MoneyInputResult) => void }) {
  const [text, setText] = useState('');
  return (
    <LocaleProvider locale="de-DE">
      <MoneyField
        label="Counted amount"
        currency="EUR"
        locale="de-DE"
        value={text}
        onValueChange={(next, result) => {
          setText(next);
          onRead(result);
        }}
      />
      <MoneyText value={{ minor: 123456, currency: 'EUR' }} />
    </LocaleProvider>
  );
}

describe('MoneyField and MoneyText', () => {
  it('reads the amount in the locale exactly and shows a refusal next to the field', () => {
    const readings: MoneyInputResult[] = [];
    render(<MoneyHarness onRead={(result) => readings.push(result)} />);
    const field = screen.getByRole('textbox', { name: 'Counted amount' });

    fireEvent.change(field, { target: { value: '12,345' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe('EUR amounts have at most 2 decimals');

    fireEvent.change(field, { target: { value: '12,34' } });
    expect(field.hasAttribute('aria-invalid')).toBe(false);
    expect(readings.at(-1)).toEqual({ ok: true, money: { minor: 1234, currency: 'EUR' } });

    expect(screen.getByText(/1\.234,56\s€/)).toBeTruthy();
  });
});

describe('Tabs', () => {
  it('moves between tabs with the arrow keys', () => {
    function Harness() {
      const [tab, setTab] = useState<'new' | 'ready'>('new');
      return (
        <Tabs
          label="Order states"
          tabs={[
            { id: 'new', label: 'New', count: 3 },
            { id: 'ready', label: 'Ready' },
          ]}
          selected={tab}
          onSelect={setTab}
        >
          <p>{tab} orders</p>
        </Tabs>
      );
    }
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: /^New/ }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Ready' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('ready orders');
  });
});

describe('useScanner', () => {
  function ScannerHarness({ scans }: { scans: string[] }) {
    useScanner((code) => scans.push(code));
    return (
      <label>
        Search
        <input />
      </label>
    );
  }

  function typeFast(target: Element, text: string) {
    for (const key of text) fireEvent.keyDown(target, { key });
    fireEvent.keyDown(target, { key: 'Enter' });
  }

  it('hands a scan to the screen when focus is not in a field, and leaves typing in a field alone', () => {
    const scans: string[] = [];
    render(<ScannerHarness scans={scans} />);
    act(() => typeFast(document.body, '0012345678905'));
    expect(scans).toEqual(['0012345678905']);

    act(() => typeFast(screen.getByLabelText('Search'), 'W-1001'));
    expect(scans).toEqual(['0012345678905']);
  });

  /** Keys pressed `gapMs` apart (their timeStamp), however late the page handles them. */
  function pressStamped(text: string, gapMs: number) {
    const start = performance.now();
    [...text, 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      Object.defineProperty(event, 'timeStamp', { value: start + index * gapMs });
      document.body.dispatchEvent(event);
    });
  }

  it('times the keys by when they were pressed, not by when the page handled them', () => {
    const scans: string[] = [];
    render(<ScannerHarness scans={scans} />);
    // Handled all at once (as after a busy render), but pressed 150 ms apart: a person, not a scan.
    act(() => pressStamped('4006381333931', 150));
    expect(scans).toEqual([]);
    act(() => pressStamped('4006381333931', 4));
    expect(scans).toEqual(['4006381333931']);
  });
});
