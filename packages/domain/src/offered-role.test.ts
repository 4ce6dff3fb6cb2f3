import { describe, expect, it } from 'vitest';
import { offeredRole } from './offered-role.ts';

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
