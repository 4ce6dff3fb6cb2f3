import { describe, expect, it } from 'vitest';
import { WorksiteSchema } from './employer-onboarding-schemas.ts';
import { petitionWorksite, worksiteFormValues, worksiteOfficeColumns } from './petition-worksite.ts';

describe('petitionWorksite', () => {
  const lab = { id: 'lab' };
  const hq = { id: 'hq' };

  it("takes the chosen office, else the company's first worksite, else the business address if it is the worksite", () => {
    expect(petitionWorksite({ chosen: lab, firstWorksite: hq, businessAddressIsWorksite: true })).toEqual({
      source: 'chosen',
      office: lab,
    });
    expect(petitionWorksite({ chosen: null, firstWorksite: hq, businessAddressIsWorksite: true })).toEqual({
      source: 'first-worksite',
      office: hq,
    });
    expect(petitionWorksite({ chosen: null, firstWorksite: null, businessAddressIsWorksite: true })).toEqual({
      source: 'business-address',
      office: null,
    });
    expect(petitionWorksite({ chosen: null, firstWorksite: undefined, businessAddressIsWorksite: null })).toBeNull();
  });
});

describe('worksite office columns', () => {
  it("turn the wizard's worksite into an office's columns and back", () => {
    const worksite = WorksiteSchema.parse({
      label: 'Austin lab',
      address: { street: '500 Congress Avenue', unitType: 'STE', unitNumber: '210', city: 'Austin', state: 'TX', zip: '78701' },
    });
    const columns = worksiteOfficeColumns(worksite);
    expect(columns).toEqual({
      label: 'Austin lab',
      street: '500 Congress Avenue',
      unitType: 'STE',
      unitNumber: '210',
      city: 'Austin',
      state: 'TX',
      country: 'US',
      postalCode: '78701',
    });
    expect(WorksiteSchema.parse(worksiteFormValues(columns))).toEqual(worksite);
  });

  it('reads an office with gaps as blanks the schema then asks for', () => {
    const values = worksiteFormValues({ label: 'Old', street: null, unitType: 'XYZ', city: null, country: null });
    expect(values.address).toEqual({ street: '', unitType: null, unitNumber: null, city: '', state: '', zip: '', country: 'US' });
    expect(WorksiteSchema.safeParse(values).success).toBe(false);
  });
});
