import { UNEXPECTED_ERROR_TEXT } from '@app/domain';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryState } from './QueryState.tsx';

afterEach(cleanup);

describe('QueryState', () => {
  it('shows a skeleton announced as Loading... while the query loads', () => {
    render(
      <QueryState loading>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('Content')).toBeNull();
  });

  it("shows 'Unexpected error occurred' when the query fails", () => {
    render(
      <QueryState loading={false} error={new Error('boom')}>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe(UNEXPECTED_ERROR_TEXT);
    expect(screen.queryByText('Content')).toBeNull();
  });

  it('shows the empty text when the answer is empty', () => {
    render(
      <QueryState loading={false} isEmpty empty="No documents yet.">
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('No documents yet.')).toBeTruthy();
    expect(screen.queryByText('Content')).toBeNull();
  });

  it('shows the content once loaded, and keeps it during a refetch or beside a later error', () => {
    const { rerender } = render(
      <QueryState loading={false}>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeTruthy();
    rerender(
      <QueryState loading hasData>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <QueryState loading={false} error={new Error('poll failed')} hasData>
        <p>Content</p>
      </QueryState>,
    );
    expect(screen.getByText('Content')).toBeTruthy();
  });
});
