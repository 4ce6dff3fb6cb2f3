import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PersonAddress } from '@/components/domain/people/person-address-fields.ts';
import { installDomStubs, renderInApp } from '@/components/form/test-support.tsx';
import { BeneficiaryAddresses } from './BeneficiaryAddresses.tsx';

beforeAll(installDomStubs);
afterEach(cleanup);

const austin: PersonAddress = {
  id: 'a1',
  street: '500 Congress Ave',
  street2: null,
  city: 'Austin',
  province: 'TX',
  postalCode: '78701',
  country: 'US',
  fromDate: '2021-08-01',
  toDate: null,
  isCurrent: true,
};
const pune: PersonAddress = {
  ...austin,
  id: 'a2',
  street: '9 Old Rd',
  city: 'Pune',
  province: null,
  postalCode: null,
  country: 'IN',
  fromDate: '2015-01-01',
  toDate: '2019-12-31',
  isCurrent: false,
};

const renderAddresses = (addresses: PersonAddress[], readOnly = false) =>
  renderInApp(
    <MockedProvider mocks={[]}>
      <BeneficiaryAddresses userId="u1" addresses={addresses} onChanged={vi.fn(() => Promise.resolve())} />
    </MockedProvider>,
    { readOnly },
  );

describe("staff's address history of the beneficiary", () => {
  it('lists the addresses as given, countries by name and dates as the app writes them', () => {
    renderAddresses([austin, pune]);
    const rows = within(screen.getByRole('list', { name: 'Address history' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('500 Congress Ave, Austin, TX, 78701, United States(08/01/2021 – current address)'),
      expect.stringContaining('9 Old Rd, Pune, India(01/01/2015 – 12/31/2019)'),
    ]);
  });

  it('refuses a second current address before anything is sent', async () => {
    const user = userEvent.setup();
    renderAddresses([austin]);
    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    // The history has a current address: a new one starts as a past one.
    const current = within(form).getByRole('checkbox', { name: 'Current address (lives here now)' });
    expect(current.getAttribute('aria-checked')).toBe('false');
    await user.click(current);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    // The beneficiary's rule, worded for staff: she is "the beneficiary", not "you".
    expect(await within(form).findByText("Only one address can be the beneficiary's current address.")).toBeTruthy();
    expect(screen.queryByText('Address added.')).toBeNull();
  });

  it('asks staff for the date the beneficiary moved out of a past address, in the third person', async () => {
    const user = userEvent.setup();
    renderAddresses([austin]);
    await user.click(screen.getByRole('button', { name: 'Edit address 500 Congress Ave' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    await user.click(within(form).getByRole('checkbox', { name: 'Current address (lives here now)' }));
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(
      await within(form).findByText(
        "Enter the date the beneficiary moved out, or mark this as the beneficiary's current address.",
      ),
    ).toBeTruthy();
    expect(within(form).queryByText(/\byour\b/)).toBeNull();
  });

  it('offers no changes in read-only mode', () => {
    renderAddresses([austin], true);
    expect(screen.queryByRole('button', { name: 'Add an address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit address 500 Congress Ave' })).toBeNull();
  });
});
