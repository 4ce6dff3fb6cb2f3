import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ROWS_PER_PART, StaggeredRows } from './StaggeredRows.tsx';

const rows = (count: number, prefix = 'file') => Array.from({ length: count }, (_, index) => `${prefix} ${index + 1}`);

function List({ names, firstScreen }: { names: readonly string[]; firstScreen: boolean }) {
  return (
    <ul>
      <StaggeredRows rows={names} firstScreen={firstScreen} renderRow={(name) => <li key={name}>{name}</li>} />
    </ul>
  );
}

/** Lets every waiting part take its turn (each turn is a macrotask). */
async function allTurns() {
  for (let turn = 0; turn < 10; turn++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(cleanup);

describe('StaggeredRows (issue 35: a long list mounts in parts)', () => {
  it('shows the first screen’s first part at once, keeps room for the rest, then shows every row', async () => {
    const names = rows(ROWS_PER_PART * 2 + 3);
    const { container } = render(<List names={names} firstScreen />);
    expect(screen.getAllByRole('listitem')).toHaveLength(ROWS_PER_PART);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    await allTurns();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
  });

  it('mounts nothing at once below the first screen', async () => {
    render(<List names={rows(3)} firstScreen={false} />);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    await allTurns();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('keeps mounted rows shown when a refetch adds one at the top', async () => {
    const names = rows(ROWS_PER_PART + 2);
    const { rerender, container } = render(<List names={names} firstScreen />);
    await allTurns();
    rerender(<List names={['new upload', ...names]} firstScreen />);
    // No part went back to its placeholder: every row, the new one first, is there in the same commit.
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(0);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['new upload', ...names]);
  });
});
