import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog.tsx';

afterEach(cleanup);

/** A dialog opened by state, as a file's Preview button opens the preview: it has no DialogTrigger. */
function PreviewLike() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Preview cv.pdf
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>cv.pdf</DialogTitle>
          <DialogDescription>PDF document preview.</DialogDescription>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the control that opened it, also without a DialogTrigger', async () => {
    const user = userEvent.setup();
    render(<PreviewLike />);
    const opener = screen.getByRole('button', { name: 'Preview cv.pdf' });
    opener.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'cv.pdf' });
    expect(opener).not.toBe(document.activeElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
