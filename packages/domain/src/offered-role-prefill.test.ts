import { describe, expect, it } from 'vitest';
import { roleOfferPrefill } from './offered-role.ts';
import { RoleOfferSchema } from './employer-onboarding-schemas.ts';

describe("roleOfferPrefill: the role-offer step starts from the builder's words", () => {
  it('reads the title and the salary as the amount and the frequency the step asks', () => {
    expect(roleOfferPrefill({ proposedUSRole: ' Staff Perception Engineer ', proposedUSSalary: '$212,500 per year' })).toEqual({
      roleTitle: 'Staff Perception Engineer',
      proposedSalary: 212500,
      salaryFrequency: 'annual',
    });
    expect(roleOfferPrefill({ proposedUSSalary: '95.50 an hour' })).toMatchObject({
      proposedSalary: 95.5,
      salaryFrequency: 'hourly',
    });
    expect(roleOfferPrefill({ proposedUSSalary: 'USD 12,000 monthly' })).toMatchObject({
      proposedSalary: 12000,
      salaryFrequency: 'monthly',
    });
    expect(roleOfferPrefill({ proposedUSSalary: '4000/week' })).toMatchObject({
      proposedSalary: 4000,
      salaryFrequency: 'weekly',
    });
  });

  it('leaves the salary empty when the rule does not read it, and the frequency when it is not said', () => {
    expect(roleOfferPrefill({ proposedUSRole: 'Engineer', proposedUSSalary: 'TBD' })).toEqual({
      roleTitle: 'Engineer',
      proposedSalary: '',
      salaryFrequency: undefined,
    });
    expect(roleOfferPrefill({ proposedUSSalary: '185000' })).toEqual({
      roleTitle: '',
      proposedSalary: 185000,
      salaryFrequency: undefined,
    });
    expect(roleOfferPrefill({})).toEqual({ roleTitle: '', proposedSalary: '', salaryFrequency: undefined });
    expect(roleOfferPrefill({ proposedUSRole: null, proposedUSSalary: null })).toEqual({
      roleTitle: '',
      proposedSalary: '',
      salaryFrequency: undefined,
    });
  });

  it("gives values the step's own rule takes", () => {
    const prefill = roleOfferPrefill({ proposedUSRole: 'Engineer', proposedUSSalary: '$185,000.50 annually' });
    const parsed = RoleOfferSchema.safeParse({
      userId: 'u',
      ...prefill,
      startDate: '2027-01-04',
      isFullTime: 'Yes',
      otherCompensation: {},
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ roleTitle: 'Engineer', proposedSalary: 185000.5, salaryFrequency: 'annual' });
  });
});
