import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router';
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

/** The history as the app's router (BrowserRouter, declarative) has it, and Back/Forward. */
function HistoryProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <div>
      <output aria-label="history">{JSON.stringify([navigationType, location.search])}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        forward
      </button>
    </div>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/exhibit-repo"
          element={
            <>
              <Probe />
              <HistoryProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  const read = (name: string) => JSON.parse(screen.getByRole('status', { name }).textContent ?? 'null') as unknown[];
  const state = () => read('state');
  const history = () => read('history') as [string, string];
  const click = (name: string) => act(() => screen.getByRole('button', { name }).click());
  return { state, history, click };
}

describe('useRepositoryLocation', () => {
  it('replaces the entry while typing or choosing, pushes one for a filter, and Back/Forward restore both', async () => {
    const { state, history, click } = renderAt('/admin/exhibit-repo?readOnly=true');
    click('type');
    click('type');
    expect(state()).toEqual(['xx', null, null, null]);
    expect(history()[0]).toBe('REPLACE');

    click('filter');
    expect(history()).toEqual(['PUSH', '?readOnly=true&moduleType=awards']);
    click('type');
    click('select');
    expect(history()[0]).toBe('REPLACE');
    expect(state()).toEqual(['xxx', 'awards', null, 'exhibit-1']);

    click('back');
    expect(state()).toEqual(['xx', null, null, null]);
    click('forward');
    expect(state()).toEqual(['xxx', 'awards', null, 'exhibit-1']);
  });
});
