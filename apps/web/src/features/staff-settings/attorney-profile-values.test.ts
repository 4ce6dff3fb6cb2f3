import { ZAttorneyProfileSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { attorneyProfileValues } from './attorney-profile-values.ts';

describe('attorney profile form values', () => {
  it('starts a new profile with every optional field null, which the domain schema reads as not given', () => {
    const values = { ...attorneyProfileValues(null), familyName: 'Reyes', givenName: 'Ana' };
    // An empty string would fail the e-mail and account-number formats; null passes and is left out.
    expect(ZAttorneyProfileSchema.parse(values)).toEqual({ familyName: 'Reyes', givenName: 'Ana' });
  });

  it('asks for the names the schema requires', () => {
    expect(ZAttorneyProfileSchema.safeParse(attorneyProfileValues(null)).success).toBe(false);
  });

  it('shows the saved profile as it is, fields left unsaved as empty', () => {
    const values = attorneyProfileValues({ familyName: 'Reyes', givenName: 'Ana', email: 'ana@example.com', unitType: 'FLR' });
    expect(values).toMatchObject({ familyName: 'Reyes', email: 'ana@example.com', unitType: 'FLR', phone: null, country: null });
    expect(Object.keys(values).sort()).toEqual(Object.keys(ZAttorneyProfileSchema.shape).sort());
  });
});
