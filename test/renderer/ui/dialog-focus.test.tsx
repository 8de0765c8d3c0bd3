// @vitest-environment jsdom
// Where the keyboard is when a dialog opens and closes: inside it at once (its first field), kept inside
// while it is open, and back on what opened it when it closes — or, when that is gone, on the screen's
// heading (or the dialog still open underneath), never lost at the top of the page.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button, Dialog, TextField } from '../../../renderer/src/ui';

afterEach(cleanup);

function ScreenWithDialog({ removeOpenerOnDone = false }: { removeOpenerOnDone?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  const [note, setNote] = useState('');
  function done() {
    setOpen(false);
    if (removeOpenerOnDone) setOpenerShown(false);
  }
  return (
    <main aria-label="Pickup">
      <h1>In-store pickup</h1>
      {openerShown ? <Button onClick={() => setOpen(true)}>Hand over</Button> : null}
      <Button>Refresh</Button>
      <Dialog
        open={open}
        title="Hand over order W-1001"
        onClose={() => setOpen(false)}
        footer={
          <>
            <Button onClick={() => setInnerOpen(true)}>Reject items</Button>
            <Button variant="primary" onClick={done}>
              Done
            </Button>
          </>
        }
      >
        <TextField label="Note" value={note} onValueChange={setNote} />
        <Dialog
          open={innerOpen}
          title="Reject items"
          onClose={() => setInnerOpen(false)}
          footer={<Button onClick={() => setInnerOpen(false)}>Back</Button>}
        >
          <p>Which items are missing?</p>
        </Dialog>
      </Dialog>
    </main>
  );
}

function openDialog() {
  const opener = screen.getByRole('button', { name: 'Hand over' });
  act(() => opener.focus());
  fireEvent.click(opener);
  return opener;
}

describe('dialog focus', () => {
  it('moves into the dialog, stays there on Tab, and returns to the opener on Esc', () => {
    render(<ScreenWithDialog />);
    const opener = openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Hand over order W-1001' });
    expect(document.activeElement).toBe(screen.getByLabelText('Note'));

    // Shift+Tab from the first control (the title's Close) wraps to the last, Tab from the last to the first.
    const close = screen.getByRole('button', { name: 'Close' });
    act(() => close.focus());
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Done' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('returns to the opener after the dialog is closed by its own button', () => {
    render(<ScreenWithDialog />);
    const opener = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(opener);
  });

  it("goes to the screen's heading when the opener is gone", () => {
    render(<ScreenWithDialog removeOpenerOnDone />);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('button', { name: 'Hand over' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'In-store pickup' }));
  });

  it('returns from a dialog opened inside a dialog to the button inside the first', () => {
    render(<ScreenWithDialog />);
    openDialog();
    const reject = screen.getByRole('button', { name: 'Reject items' });
    act(() => reject.focus());
    fireEvent.click(reject);
    expect(screen.getByRole('dialog', { name: 'Reject items' }).contains(document.activeElement)).toBe(true);

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Reject items' })).toBeNull();
    expect(document.activeElement).toBe(reject);
    expect(screen.getByRole('dialog', { name: 'Hand over order W-1001' })).toBeTruthy();
  });
});
