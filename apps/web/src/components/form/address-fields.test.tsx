import { NOT_FOUND_VALUE_TEXT } from '@app/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AddressFields } from './address-fields.tsx';
import { AddressSchema, UNIT_NUMBER_REQUIRED_TEXT, type AddressValues } from './address-schema.ts';
import { installDomStubs, renderInApp } from './test-support.tsx';
import { useZodForm } from './use-zod-form.ts';
import { ZodForm } from './zod-form.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const schema = z.object({ address: AddressSchema });

const COMPLETE: AddressValues = {
  street: '1 Main St',
  unitType: null,
  unitNumber: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  country: 'US',
};

function AddressForm({
  address,
  save,
  abroad,
}: {
  address: AddressValues;
  save: (values: unknown) => Promise<void>;
  abroad?: boolean;
}) {
  const form = useZodForm(schema, { defaultValues: { address } });
  return (
    <ZodForm form={form} onSubmit={save}>
      <AddressFields name="address" abroad={abroad} />
      <button type="submit">Save</button>
    </ZodForm>
  );
}

describe('AddressFields', () => {
  it('labels every field and marks the required ones', () => {
    renderInApp(<AddressForm address={COMPLETE} save={() => Promise.resolve()} />);
    const group = screen.getByRole('group', { name: 'Address' });
    for (const label of ['Street address', 'City', 'ZIP code']) {
      expect(
        within(group)
          .getByRole('textbox', { name: new RegExp(`^${label}`) })
          .getAttribute('aria-required'),
      ).toBe('true');
    }
    expect(within(group).getByRole('textbox', { name: 'Unit number' }).getAttribute('aria-required')).toBeNull();
    expect(within(group).getByRole('combobox', { name: /^State/ }).textContent).toBe('Illinois');
    expect(within(group).getByRole('combobox', { name: /^Country/ }).textContent).toBe('United States');
  });

  it('needs a unit number once a unit type is chosen (keyboard), and saves with it', async () => {
    const save = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    renderInApp(<AddressForm address={COMPLETE} save={save} />);
    const unitType = screen.getByRole('combobox', { name: 'Unit type' });
    expect(unitType.textContent).toBe('None');
    unitType.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: 'Suite' }));
    expect(screen.getByRole('combobox', { name: 'Unit type' }).textContent).toBe('Suite');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNIT_NUMBER_REQUIRED_TEXT);
    expect(screen.getByRole('textbox', { name: 'Unit number' }).getAttribute('aria-invalid')).toBe('true');
    expect(save).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Unit number' }), '400');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]).toEqual([{ address: { ...COMPLETE, unitType: 'STE', unitNumber: '400' } }]);
  });

  it("shows '(Not found)' for stored values the pickers do not know, instead of dropping them", () => {
    renderInApp(
      <AddressForm
        address={{ ...COMPLETE, unitType: 'BLDG' as AddressValues['unitType'], state: 'ZZ', country: 'XX' }}
        save={() => Promise.resolve()}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Unit type' }).textContent).toBe(NOT_FOUND_VALUE_TEXT);
    expect(screen.getByRole('combobox', { name: /^Country/ }).textContent).toBe(NOT_FOUND_VALUE_TEXT);
  });

  it('asks for a state or province as free text outside the United States', () => {
    renderInApp(<AddressForm address={{ ...COMPLETE, state: 'Ontario', country: 'CA' }} save={() => Promise.resolve()} />);
    expect((screen.getByRole('textbox', { name: /^State or province/ }) as HTMLInputElement).value).toBe('Ontario');
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toBeTruthy();
  });

  it('asks an address abroad whose country is not chosen yet for a state or province and a postal code, not a U.S. state and ZIP code', () => {
    const blank = { ...COMPLETE, state: '', zip: '', country: '' };
    renderInApp(<AddressForm address={blank} abroad save={() => Promise.resolve()} />);
    expect(screen.getByRole('textbox', { name: /^State or province/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Postal code/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^ZIP code/ })).toBeNull();
    cleanup();
    // Any other address with no country yet is a U.S. one, as before.
    renderInApp(<AddressForm address={blank} save={() => Promise.resolve()} />);
    expect(screen.getByRole('combobox', { name: /^State/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^ZIP code/ })).toBeTruthy();
  });

  it('is disabled in read-only mode', () => {
    renderInApp(<AddressForm address={COMPLETE} save={() => Promise.resolve()} />, { readOnly: true });
    expect(screen.getByRole('textbox', { name: /^Street address/ }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Unit type' }).matches(':disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Country/ }).matches(':disabled')).toBe(true);
  });
});
