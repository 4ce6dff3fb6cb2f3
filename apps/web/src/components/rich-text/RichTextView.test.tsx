import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RichTextView } from './RichTextView.tsx';

afterEach(cleanup);

describe('RichTextView', () => {
  it('renders stored HTML sanitised: no script or handler reaches the page, links open in a new tab', () => {
    const { container } = render(
      <RichTextView
        html={
          '<p onclick="alert(1)">Hi <a href="https://example.com">there</a></p><img src=x onerror=alert(1)><script>alert(2)</script>'
        }
      />,
    );
    expect(container.firstElementChild!.innerHTML).toBe(
      '<p>Hi <a href="https://example.com" target="_blank" rel="noopener noreferrer">there</a></p>',
    );
    expect(container.firstElementChild!.className).toContain('text-justify');
  });

  it('shows the empty text when there is nothing to show', () => {
    render(<RichTextView html="<p> </p>" empty="No description provided" />);
    expect(screen.getByText('No description provided')).toBeTruthy();
  });
});
