// @vitest-environment jsdom
// While a modal dialog is open it owns the keyboard: the screen's shortcuts and scanner behind it wait, the
// ones inside the dialog keep working, and the screen's come back once the dialog closes.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, Dialog, useScanner, useShortcut } from '../../../renderer/src/ui';

afterEach(cleanup);

/** What reached which handler, in order: 'screen Enter', 'dialog scan 0012345678905', ... */
type Log = string[];

function DialogShortcuts({ log }: { log: Log }) {
  useShortcut('F9', () => log.push('dialog F9'));
  useScanner((code) => log.push(`dialog scan ${code}`));
  return <p>Scan the drawer's barcode.</p>;
}

function InnerDialog({ log, onClose }: { log: Log; onClose(): void }) {
  return (
    <Dialog open title="Confirm the count" onClose={onClose} footer={<Button onClick={onClose}>Back</Button>}>
      <DialogShortcuts log={log} />
    </Dialog>
  );
}

function OuterDialogContent({ log, onOpenInner }: { log: Log; onOpenInner(): void }) {
  useShortcut('F7', () => log.push('outer dialog F7'));
  return <Button onClick={onOpenInner}>Count</Button>;
}

/** A screen with an Enter shortcut and a scanner, and a Drawer dialog with a shortcut and scanner of its own. */
function ScreenWithDialog({ log }: { log: Log }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  useShortcut('Enter', () => log.push('screen Enter'));
  useShortcut('F9', () => log.push('screen F9'));
  useScanner((code) => log.push(`screen scan ${code}`));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Drawer</Button>
      <Dialog
        open={open}
        title="Cash drawer"
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <DialogShortcuts log={log} />
        <OuterDialogContent log={log} onOpenInner={() => setInnerOpen(true)} />
        {innerOpen ? <InnerDialog log={log} onClose={() => setInnerOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function scan(target: Element, code: string) {
  act(() => {
    for (const key of code) fireEvent.keyDown(target, { key });
    fireEvent.keyDown(target, { key: 'Enter' });
  });
}

function press(target: Element, key: string) {
  act(() => {
    fireEvent.keyDown(target, { key });
  });
}

function openDrawerDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Drawer' }));
  return screen.getByRole('dialog', { name: 'Cash drawer' });
}

describe('keys while a dialog is open', () => {
  it("does not fire the screen's shortcut, even for Enter pressed on the dialog's Done button", () => {
    const log: Log = [];
    render(<ScreenWithDialog log={log} />);
    openDrawerDialog();

    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    press(done, 'Enter');
    press(document.body, 'Enter');
    expect(log).toEqual([]);
  });

  it("fires the screen's shortcut again once the dialog has closed", () => {
    const log: Log = [];
    render(<ScreenWithDialog log={log} />);
    openDrawerDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    press(document.body, 'Enter');
    expect(log).toEqual(['screen Enter']);
  });

  it('fires a shortcut rendered inside the dialog, and not the same shortcut of the screen behind', () => {
    const log: Log = [];
    render(<ScreenWithDialog log={log} />);
    const dialog = openDrawerDialog();

    press(dialog, 'F9');
    expect(log).toEqual(['dialog F9']);
  });

  it("hands a scan to the dialog's scanner only; after the dialog closes the screen gets scans again", () => {
    const log: Log = [];
    render(<ScreenWithDialog log={log} />);
    const dialog = openDrawerDialog();

    scan(dialog, '0012345678905');
    scan(document.body, '4006381333931');
    expect(log).toEqual(['dialog scan 0012345678905', 'dialog scan 4006381333931']);

    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    scan(document.body, '0012345678905');
    expect(log.at(-1)).toBe('screen scan 0012345678905');
    expect(log.filter((entry) => entry.startsWith('screen'))).toEqual(['screen scan 0012345678905']);
  });

  it('gives the keyboard to the topmost dialog: the dialog behind waits as the screen does', () => {
    const log: Log = [];
    render(<ScreenWithDialog log={log} />);
    openDrawerDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Count' }));
    const inner = screen.getByRole('dialog', { name: 'Confirm the count' });

    press(inner, 'F7');
    press(inner, 'F9');
    scan(inner, '0012345678905');
    // One F9 and one scan: the inner dialog's, not the outer dialog's (same hooks) nor the screen's.
    expect(log).toEqual(['dialog F9', 'dialog scan 0012345678905']);

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    press(document.body, 'F7');
    expect(log.at(-1)).toBe('outer dialog F7');
  });
});
