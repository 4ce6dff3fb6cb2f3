import { HqAddressSchema, YourDetailsSchema } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { keepValidAnswers } from './valid-answers.ts';

const details = { firstName: 'Dana', lastName: 'Lee', email: 'dana@example.test', phone: '+1 512 555 0100', role: 'CEO' };
const json = (value: unknown) => JSON.stringify(value);

describe('keepValidAnswers', () => {
  it('saves valid answers as they are', () => {
    const values = json({ ...details, isAuthorizedSignatory: 'Yes' });
    expect(keepValidAnswers(YourDetailsSchema, values, json(details), json(details))).toEqual({
      answers: values,
      invalidPaths: [],
    });
  });
  it('puts the saved value back for a refused field, keeps the valid edits, and flags only changed fields', () => {
    const saved = { ...details, phone: '+1 512 555 0199' };
    const typed = { ...details, phone: 'abc', firstName: '', role: 'CTO' };
    const result = keepValidAnswers(YourDetailsSchema, json(typed), json(saved), json(details));
    expect(JSON.parse(result.answers)).toEqual({ ...details, phone: '+1 512 555 0199', role: 'CTO' });
    // The signatory question was never answered: refused, but not the user's doing yet.
    expect(result.invalidPaths.sort()).toEqual(['firstName', 'phone']);
  });
  it('works on nested fields (an address ZIP)', () => {
    const address = {
      street: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
      unitType: null,
      unitNumber: null,
    };
    const typed = { address: { ...address, zip: 'ABC', city: 'Round Rock' }, isBeneficiaryWorksite: 'No' };
    const initial = json({ address, isBeneficiaryWorksite: 'No' });
    const result = keepValidAnswers(HqAddressSchema, json(typed), initial, initial);
    expect(JSON.parse(result.answers)).toEqual({ address: { ...address, city: 'Round Rock' }, isBeneficiaryWorksite: 'No' });
    expect(result.invalidPaths).toEqual(['address.zip']);
  });
});
