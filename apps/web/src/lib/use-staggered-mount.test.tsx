import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useStaggeredMount } from './use-staggered-mount.ts';

/** Which parts each commit showed, in order: one entry per commit of a part that mounted. */
function Part({ name, immediate, commits }: { name: string; immediate: boolean; commits: string[] }) {
  const mounted = useStaggeredMount(immediate);
  useLayoutEffect(() => {
    if (mounted) commits.push(name);
  }, [mounted, name, commits]);
  return mounted ? <p>{name}</p> : <p aria-busy="true">{name} waiting</p>;
}

/** Lets the timers and the renders they start run, one macrotask at a time. */
async function nextTurn() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('useStaggeredMount', () => {
  it('mounts the immediate parts with the page, then the others one per commit in their order', async () => {
    const commits: string[] = [];
    render(
      <>
        {['first', 'second', 'third', 'fourth'].map((name, index) => (
          <Part key={name} name={name} immediate={index === 0} commits={commits} />
        ))}
      </>,
    );
    expect(commits).toEqual(['first']);
    expect(screen.getByText('second waiting')).toBeTruthy();

    await nextTurn();
    expect(commits).toEqual(['first', 'second']);
    expect(screen.getByText('third waiting')).toBeTruthy();

    await nextTurn();
    await nextTurn();
    expect(commits).toEqual(['first', 'second', 'third', 'fourth']);
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('passes a turn on when its part leaves before mounting, so the parts after it still mount', async () => {
    const commits: string[] = [];
    function Page() {
      const [showLeaving, setShowLeaving] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShowLeaving(false)}>
            Remove
          </button>
          {showLeaving && <Part name="leaving" immediate={false} commits={commits} />}
          <Part name="staying" immediate={false} commits={commits} />
        </>
      );
    }
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Remove' }).click());

    await nextTurn();
    await nextTurn();
    expect(commits).toEqual(['staying']);
    expect(screen.getByText('staying')).toBeTruthy();
  });
});
