import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useRepositoryLocation } from './use-repository-location.ts';

/** Shows the hook's state and lets the test drive it. */
function Probe() {
  const place = useRepositoryLocation();
  return (
    <div>
      <output aria-label="state">
        {JSON.stringify([place.search, place.moduleType, place.exhibitType, place.reusableExhibitId])}
      </output>
      <button type="button" onClick={() => place.setSearch(`${place.search}x`)}>
        type
      </button>
      <button type="button" onClick={() => place.setFilters({ moduleType: 'awards' })}>
        filter
      </button>
      <button type="button" onClick={() => place.select('exhibit-1')}>
        select
      </button>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/admin/exhibit-repo', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByRole('status', { name: 'state' }).textContent ?? 'null') as unknown[];
  const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
  return { router, state, click };
}

describe('useRepositoryLocation', () => {
  it('replaces the entry while typing or choosing, pushes one for a filter, and Back/Forward restore both', async () => {
    const { router, state, click } = renderAt('/admin/exhibit-repo?readOnly=true');
    click('type');
    click('type');
    expect(state()).toEqual(['xx', null, null, null]);
    expect(router.state.historyAction).toBe('REPLACE');

    click('filter');
    expect(router.state.historyAction).toBe('PUSH');
    expect(router.state.location.search).toBe('?readOnly=true&moduleType=awards');
    click('type');
    click('select');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(state()).toEqual(['xxx', 'awards', null, 'exhibit-1']);

    await act(() => router.navigate(-1));
    expect(state()).toEqual(['xx', null, null, null]);
    await act(() => router.navigate(1));
    expect(state()).toEqual(['xxx', 'awards', null, 'exhibit-1']);
  });
});
