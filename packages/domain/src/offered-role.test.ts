import { describe, expect, it } from 'vitest';
import { offeredRole, offeredRoleInput } from './offered-role.ts';

const builder = { proposedUSRole: 'Staff Perception Engineer', proposedUSSalary: '$215,000 per year' };

describe('offeredRole: the job title and wages the forms print', () => {
  it("prints the employer's role offer over the builder's words, and says so", () => {
    expect(
      offeredRole({
        offer: { position: ' Principal Engineer, Perception & Autonomy ', salary: '215500.00', salaryFrequency: 'annual' },
        builder,
      }),
    ).toEqual({
      jobTitle: { value: 'Principal Engineer, Perception & Autonomy', source: 'offer' },
      wages: { amount: '215500', per: 'year', source: 'offer' },
    });
  });

  it("falls back to the builder's words for what the offer leaves out", () => {
    expect(offeredRole({ offer: { position: '', salary: null, salaryFrequency: null }, builder })).toEqual({
      jobTitle: { value: 'Staff Perception Engineer', source: 'builder' },
      wages: { amount: '215000', per: 'year', source: 'builder' },
    });
    expect(offeredRole({ offer: null, builder: {} })).toEqual({ jobTitle: null, wages: null });
  });

  it("takes the offer's frequency for the builder's amount, and the builder's 'per' when the offer names none", () => {
    expect(offeredRole({ offer: { salaryFrequency: 'hourly' }, builder }).wages).toEqual({
      amount: '215000',
      per: 'hour',
      source: 'builder',
    });
    expect(offeredRole({ offer: { salary: 95 }, builder: { proposedUSSalary: '$90 an hour' } }).wages).toEqual({
      amount: '95',
      per: 'hour',
      source: 'offer',
    });
  });
});

describe("offeredRoleInput: the role offer's record and the petition's metadata as offeredRole reads them", () => {
  it('reads a database row and an API node alike, numbers and numeric strings as text', () => {
    const metadata = { ...builder, fieldOfEndeavor: 'Robot perception' };
    const fromRow = offeredRoleInput(
      { position: 'Principal Engineer', salary: '215500.00', salaryFrequency: 'annual' },
      metadata,
    );
    expect(fromRow).toEqual({
      offer: { position: 'Principal Engineer', salary: '215500.00', salaryFrequency: 'annual' },
      builder,
    });
    expect(
      offeredRoleInput({ position: 'Principal Engineer', salary: 215500, salaryFrequency: 'annual' }, metadata).offer?.salary,
    ).toBe('215500');
    expect(offeredRole(fromRow).wages).toEqual({ amount: '215500', per: 'year', source: 'offer' });
  });

  it("gives no offer without a record, and none of the builder's words the metadata lacks", () => {
    expect(offeredRoleInput(null, {})).toEqual({ offer: null, builder: { proposedUSRole: null, proposedUSSalary: null } });
    expect(offeredRoleInput(undefined, builder).offer).toBeNull();
    expect(offeredRoleInput({ position: null, salary: undefined }, {}).offer).toEqual({
      position: null,
      salary: null,
      salaryFrequency: null,
    });
  });
});
