import { NO_COUNTRY_FOUND_TEXT, NO_ITEM_FOUND_TEXT, NO_STATE_FOUND_TEXT, NOT_FOUND_VALUE_TEXT } from '@app/domain';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FieldLayout } from '../ui/form.tsx';
import { Combobox, type ComboboxOption } from './combobox.tsx';
import { CountrySelect, StateSelect } from './geography-selects.tsx';
import { installDomStubs, renderInApp } from './test-support.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const FRUITS: ComboboxOption[] = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry' },
];

function Fruit({ initial = null, onChange = () => {} }: { initial?: string | null; onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <FieldLayout label="Fruit" error={value ? undefined : 'Choose a fruit'}>
      {(control) => (
        <Combobox
          {...control}
          options={FRUITS}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      )}
    </FieldLayout>
  );
}

describe('Combobox', () => {
  it('is labelled, shows its error, and is chosen from with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInApp(<Fruit onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Choose a fruit');
    expect(trigger.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    trigger.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('ban');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('banana');
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Banana');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts a choice as leaving the field: onBlur follows onChange, with the list closed', async () => {
    const calls: string[] = [];
    const user = userEvent.setup();
    renderInApp(
      <Combobox
        aria-label="Fruit"
        options={FRUITS}
        value={null}
        onChange={(next) => calls.push(`change ${next}`)}
        onBlur={() => calls.push('blur')}
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.click(await screen.findByRole('option', { name: 'Cherry' }));
    expect(calls).toEqual(['change cherry', 'blur']);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it("says 'No item found.' when the search matches nothing", async () => {
    const user = userEvent.setup();
    renderInApp(<Fruit />);
    await user.click(screen.getByRole('combobox', { name: 'Fruit' }));
    await user.keyboard('zzz');
    expect(await screen.findByText(NO_ITEM_FOUND_TEXT)).toBeTruthy();
  });

  it("shows '(Not found)' for a stored value that is not an option, and keeps it", () => {
    const onChange = vi.fn();
    renderInApp(<Fruit initial="durian" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe(NOT_FOUND_VALUE_TEXT);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is disabled in read-only mode', () => {
    renderInApp(<Fruit initial="apple" />, { readOnly: true });
    expect((screen.getByRole('combobox', { name: 'Fruit' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CountrySelect and StateSelect', () => {
  it('find a country by name, and say when none matches', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInApp(<CountrySelect aria-label="Country" value="US" onChange={onChange} />);
    expect(screen.getByRole('combobox', { name: 'Country' }).textContent).toBe('United States');
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.keyboard('Canada{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('CA');

    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.keyboard('Atlantis');
    expect(await screen.findByText(NO_COUNTRY_FOUND_TEXT)).toBeTruthy();
  });

  it('choose a state and say when none matches', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderInApp(<StateSelect aria-label="State" value={null} onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.keyboard('Oregon{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('OR');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.keyboard('Ontario');
    expect(await screen.findByText(NO_STATE_FOUND_TEXT)).toBeTruthy();
  });
});
