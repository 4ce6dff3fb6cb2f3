import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Slot } from './slot.tsx';

describe('Slot (asChild)', () => {
  afterEach(cleanup);

  it('renders the child with the slot props merged: classes joined, both handlers, both refs, child props winning', () => {
    const slotClick = vi.fn();
    const childClick = vi.fn();
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        ref={slotRef}
        className="slot-class"
        title="from slot"
        id="slot-id"
        onClick={slotClick}
        style={{ color: 'red', margin: 1 }}
      >
        <a ref={childRef} href="/docs" className="child-class" id="child-id" onClick={childClick} style={{ margin: 2 }}>
          Documents
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Documents' });
    expect(link.className).toBe('slot-class child-class');
    expect(link.getAttribute('title')).toBe('from slot');
    expect(link.id).toBe('child-id');
    expect(link.getAttribute('style')).toContain('color: red');
    expect(link.getAttribute('style')).toContain('margin: 2px');
    link.click();
    expect(childClick).toHaveBeenCalledTimes(1);
    expect(slotClick).toHaveBeenCalledTimes(1);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('lets a Button render as a link with the button look', () => {
    render(
      <Button asChild variant="outline" className="px-8">
        <a href="/docs">Open documents</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Open documents' });
    expect(link.className).toContain('border-input');
    expect(link.className).toContain('px-8');
    expect(link.className).not.toContain('px-4');
  });
});
