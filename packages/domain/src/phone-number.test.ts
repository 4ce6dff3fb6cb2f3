import { describe, expect, it } from 'vitest';
import { CompanyProfileSchema } from './company-profile.ts';
import { NewSignatorySchema, YourDetailsSchema } from './employer-onboarding-schemas.ts';
import { FIELD_RULE_TEXTS, phoneSchema } from './field-rules.ts';
import { canonicalPhoneNumber, phoneNumberParts, STORED_PHONE_PATTERN } from './phone-number.ts';

describe('phone numbers with an extension', () => {
  it('stores every common spelling of an extension in one form', () => {
    const typed = [
      '+1 (617) 555-0142 ext. 12',
      '+1 (617) 555-0142 ext 12',
      '+1 (617) 555-0142 Ext.12',
      '+1 (617) 555-0142 x12',
      '+1 (617) 555-0142x 12',
      '+1 (617) 555-0142 X 12',
      '+1 (617) 555-0142 extension 12',
      '+1 (617) 555-0142, ext. 12',
      '+1 (617) 555-0142 #12',
      '  +1  (617) 555-0142   ext.  12 ',
    ];
    for (const text of typed) expect([text, phoneSchema.parse(text)]).toEqual([text, '+1 (617) 555-0142 ext. 12']);
    expect(phoneSchema.parse('617-555-0142 x12')).toBe('617-555-0142 ext. 12');
  });

  it('keeps a number without an extension as typed, and the stored form reads back the same', () => {
    expect(phoneSchema.parse(' +1 (415) 555-0100 ')).toBe('+1 (415) 555-0100');
    expect(canonicalPhoneNumber('+1 (617) 555-0142 ext. 12')).toBe('+1 (617) 555-0142 ext. 12');
    expect(phoneNumberParts('+1 (617) 555-0142 ext. 12')).toEqual({ number: '+1 (617) 555-0142', extension: '12' });
    expect(phoneNumberParts('+44 20 7946 0958')).toEqual({ number: '+44 20 7946 0958', extension: null });
  });

  it('refuses what is not a phone number, with the rule sentence', () => {
    const bad = [
      'abc',
      '123',
      '617-555-0142 ext.',
      '617-555-0142 ext. 1234567',
      '617-555-0142 ext. 12a',
      '617-555-0142 ext 12 ext 3',
      'ext. 12',
      '1234 ext. 12',
      'call 617-555-0142',
      '617-555-0142 y12',
    ];
    for (const text of bad) {
      const result = phoneSchema.safeParse(text);
      expect([text, result.success ? result.data : result.error.issues[0]?.message]).toEqual([text, FIELD_RULE_TEXTS.phone]);
    }
    expect(phoneSchema.parse('617-555-0142 ext. 123456')).toBe('617-555-0142 ext. 123456');
  });

  it('gives the stored form the database check accepts, and nothing it refuses', () => {
    for (const text of ['617-555-0142 x12', '+1 (617) 555-0142 #9', '+44 20 7946 0958']) {
      expect(STORED_PHONE_PATTERN.test(phoneSchema.parse(text))).toBe(true);
    }
    expect(STORED_PHONE_PATTERN.test('617-555-0142 x12')).toBe(false);
    expect(STORED_PHONE_PATTERN.test('617-555-0142 ext. 1234567')).toBe(false);
  });

  it('is the rule of every form that takes a phone number', () => {
    const details = { firstName: 'D', lastName: 'L', email: 'a@b.co', role: 'CEO', isAuthorizedSignatory: 'Yes' };
    expect(YourDetailsSchema.parse({ ...details, phone: '617-555-0142 x12' }).phone).toBe('617-555-0142 ext. 12');
    const signatory = { title: 'CEO', firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '617-555-0142 extension 7' };
    expect(NewSignatorySchema.parse(signatory).phone).toBe('617-555-0142 ext. 7');
    const profile = CompanyProfileSchema.parse({
      legalName: '',
      ein: '',
      phoneNumber: '(617) 555-0142 #300',
      street: '',
      city: '',
      state: '',
      zipCode: '',
      country: 'US',
      companyTypeOfBusiness: '',
      currentNumberOfEmployees: '',
      naicsCode: '',
    });
    expect(profile.phoneNumber).toBe('(617) 555-0142 ext. 300');
  });
});
