import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCappedCount } from './capped-count.ts';
import { PetitionPickerView } from './PetitionPicker.tsx';
import { matchesPetitionFilter, petitionOptionLabel, petitionOptionTexts, type PetitionOption } from './petition-option.ts';

const priya: PetitionOption = {
  id: '0b9e3c1a-5d47-4c1e-9a52-3f1c2d4e5f60',
  visaClass: 'o_1a',
  beneficiaryName: 'Priya Sharma',
  petitionerName: 'Northwind Robotics',
};
const rohan: PetitionOption = {
  id: '7a41d2c0-1b2c-4d3e-8f90-a1b2c3d4e5f6',
  visaClass: 'tn',
  beneficiaryName: 'Rohan Iyer',
  petitionerName: null,
};

beforeAll(() => {
  // jsdom lacks what cmdk and Radix measure with.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
});
afterEach(cleanup);

describe('petition picker rows and filter', () => {
  it('labels rows "Full Name (short reference)", never the UUID; visa class upper-cased with dashes; company name', () => {
    expect(petitionOptionLabel(priya)).toBe('Priya Sharma (#0B9E3C1A)');
    expect(petitionOptionTexts(priya)).toEqual(['Priya Sharma (#0B9E3C1A)', 'O-1A', 'Northwind Robotics']);
    expect(petitionOptionTexts(rohan)).toEqual(['Rohan Iyer (#7A41D2C0)', 'TN', '']);
  });

  it('matches on name, reference, visa class and company', () => {
    expect(matchesPetitionFilter(priya, 'priya')).toBe(true);
    expect(matchesPetitionFilter(priya, '#0b9e3c')).toBe(true);
    expect(matchesPetitionFilter(priya, 'o-1a')).toBe(true);
    expect(matchesPetitionFilter(priya, 'northwind')).toBe(true);
    expect(matchesPetitionFilter(priya, 'sharma northwind')).toBe(true);
    expect(matchesPetitionFilter(rohan, 'northwind')).toBe(false);
    expect(matchesPetitionFilter(rohan, '')).toBe(true);
  });
});

function Harness({ onSelect, onActiveOnly }: { onSelect: (id: string) => void; onActiveOnly: (value: boolean) => void }) {
  const [query, setQuery] = useState('');
  const [activeOnly, setActiveOnly] = useState(true);
  return (
    <PetitionPickerView
      petitions={[priya, rohan]}
      query={query}
      onQueryChange={setQuery}
      activeOnly={activeOnly}
      onActiveOnlyChange={(value) => {
        setActiveOnly(value);
        onActiveOnly(value);
      }}
      onSelect={onSelect}
      defaultOpen
    />
  );
}

describe('PetitionPickerView', () => {
  it('filters as you type, says "No results found." and selects a row', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} onActiveOnly={vi.fn()} />);
    expect(screen.getByText('Select a petition...', { selector: 'button' })).toBeTruthy();
    expect(screen.getByText('Priya Sharma (#0B9E3C1A)')).toBeTruthy();
    expect(screen.getByText('Rohan Iyer (#7A41D2C0)')).toBeTruthy();

    const search = screen.getByPlaceholderText('Select a petition...');
    await user.type(search, 'northwind');
    expect(screen.queryByText('Rohan Iyer (#7A41D2C0)')).toBeNull();
    expect(screen.getByText('Priya Sharma (#0B9E3C1A)')).toBeTruthy();

    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No results found.')).toBeTruthy();

    await user.clear(search);
    await user.click(screen.getByText('Rohan Iyer (#7A41D2C0)'));
    expect(onSelect).toHaveBeenCalledWith('7a41d2c0-1b2c-4d3e-8f90-a1b2c3d4e5f6');
  });

  it('"Show only active petitions" is on by default and toggles', async () => {
    const user = userEvent.setup();
    const onActiveOnly = vi.fn();
    render(<Harness onSelect={vi.fn()} onActiveOnly={onActiveOnly} />);
    const box = screen.getByRole('checkbox', { name: 'Show only active petitions' });
    expect(box.getAttribute('aria-checked')).toBe('true');
    await user.click(box);
    expect(onActiveOnly).toHaveBeenCalledWith(false);
  });
});

describe('the capped count and "Load more"', () => {
  it('formats the count, "1,000+" once the server stops counting at 1,001', () => {
    expect(formatCappedCount(2)).toBe('2');
    expect(formatCappedCount(1000)).toBe('1,000');
    expect(formatCappedCount(1001)).toBe('1,000+');
  });

  it('says "Showing 2 of 1,000+" and asks for the next page when more follow', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <PetitionPickerView
        petitions={[priya, rohan]}
        query=""
        onQueryChange={vi.fn()}
        activeOnly
        onActiveOnlyChange={vi.fn()}
        onSelect={vi.fn()}
        totalCount={1001}
        hasMore
        onLoadMore={onLoadMore}
        defaultOpen
      />,
    );
    expect(screen.getByText('Showing 2 of 1,000+; type to narrow the list.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('offers no "Load more" when every match is loaded', () => {
    render(
      <PetitionPickerView
        petitions={[priya, rohan]}
        query=""
        onQueryChange={vi.fn()}
        activeOnly
        onActiveOnlyChange={vi.fn()}
        onSelect={vi.fn()}
        totalCount={2}
        hasMore={false}
        onLoadMore={vi.fn()}
        defaultOpen
      />,
    );
    expect(screen.queryByText(/Showing/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
