import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox.tsx';

afterEach(cleanup);

describe('Checkbox busy', () => {
  it('keeps the focus while its change is saved, and ignores presses meanwhile', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    const { rerender } = render(<Checkbox aria-label="Share" checked={false} onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Share' });
    await user.click(box);
    expect(onCheckedChange).toHaveBeenCalledTimes(1);

    rerender(<Checkbox aria-label="Share" checked={false} busy onCheckedChange={onCheckedChange} />);
    // A disabled box would have dropped the focus to the page's body.
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-disabled')).toBe('true');
    await user.click(box);
    await user.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledTimes(1);
  });
});
