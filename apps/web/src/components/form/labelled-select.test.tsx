import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LabelledSelect, type SelectOption } from './labelled-select.tsx';
import { installDomStubs, renderInApp } from './test-support.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const FILING_TYPES: SelectOption[] = [
  { value: 'REGULAR', label: 'Regular processing' },
  { value: 'PREMIUM', label: 'Premium processing' },
];

/** A field as the builder and the exhibit editor use it: the chosen value is kept by the parent. */
function FilingType({ allowNone, saved }: { allowNone?: boolean; saved: (string | null)[] }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <LabelledSelect
      label="Filing type"
      value={value}
      options={FILING_TYPES}
      allowNone={allowNone}
      onChange={(next) => {
        saved.push(next);
        setValue(next);
      }}
    />
  );
}

describe('LabelledSelect', () => {
  it('is named by its label, shows labels not stored values, and gives the chosen value', async () => {
    const user = userEvent.setup();
    const saved: (string | null)[] = [];
    renderInApp(<FilingType saved={saved} />);
    const trigger = screen.getByRole('combobox', { name: 'Filing type' });
    expect(trigger.textContent).toBe('Select filing type');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Regular processing',
      'Premium processing',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Filing type' }).textContent).toBe('Premium processing');
    expect(saved).toEqual(['PREMIUM']);
  });

  it("offers 'None' to clear the field when allowed, reported as null", async () => {
    const user = userEvent.setup();
    const saved: (string | null)[] = [];
    renderInApp(<FilingType allowNone saved={saved} />);
    const trigger = screen.getByRole('combobox', { name: 'Filing type' });
    expect(trigger.textContent).toBe('None');

    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'None',
      'Regular processing',
      'Premium processing',
    ]);
    await user.keyboard('{ArrowDown}{Enter}');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('option', { name: 'None' }));
    expect(saved).toEqual(['REGULAR', null]);
    expect(screen.getByRole('combobox', { name: 'Filing type' }).textContent).toBe('None');
  });
});
