import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useReplaceSearch } from './navigation.tsx';

interface Seen {
  key: string;
  search: string;
  state: unknown;
}

/** Every address the router committed, in order. */
function LocationLog({ seen }: { seen: Seen[] }) {
  const location = useLocation();
  useLayoutEffect(() => {
    seen.push({ key: location.key, search: location.search, state: location.state });
  }, [location, seen]);
  return null;
}

/** A page that keeps its selection in the address, as the petition builder does. */
function SelectionInAddress() {
  const [visa, setVisa] = useState('O-1A');
  const replaceSearch = useReplaceSearch();
  useEffect(() => {
    replaceSearch(new URLSearchParams({ visaType: visa }), { fromPage: true });
  }, [visa, replaceSearch]);
  return (
    <button type="button" onClick={() => setVisa('EB-1A')}>
      Choose EB-1A
    </button>
  );
}

function renderAt(address: string) {
  const seen: Seen[] = [];
  render(
    <MemoryRouter initialEntries={[address]}>
      <SelectionInAddress />
      <LocationLog seen={seen} />
    </MemoryRouter>,
  );
  return seen;
}

describe('useReplaceSearch', () => {
  it('writes each new selection into the address once, and never again because its own write changed the address', async () => {
    const seen = renderAt('/admin/petition-builder/new');
    await act(async () => {});
    // The first selection: one replace. react-router's setSearchParams changes with every address, so a page
    // depending on it wrote the same query a second time after its own write committed; that late second
    // write is what once sent a user from a new petition's page back to the builder.
    expect(seen.map((entry) => entry.search)).toEqual(['', '?visaType=O-1A']);
    expect(seen[1]?.state).toEqual({ fromPage: true });

    fireEvent.click(screen.getByRole('button', { name: 'Choose EB-1A' }));
    await act(async () => {});
    expect(seen.map((entry) => entry.search)).toEqual(['', '?visaType=O-1A', '?visaType=EB-1A']);
    expect(new Set(seen.map((entry) => entry.key)).size).toBe(3);
  });

  it('leaves an address that already holds the selection as it is (same history entry)', async () => {
    const seen = renderAt('/admin/petition-builder/new?visaType=O-1A');
    await act(async () => {});
    expect(seen).toHaveLength(1);
    expect(seen[0]?.search).toBe('?visaType=O-1A');
  });
});
