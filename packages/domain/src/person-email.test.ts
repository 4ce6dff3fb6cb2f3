import { describe, expect, it } from 'vitest';
import { FIELD_RULE_TEXTS } from './field-rules.ts';
import { PERSON_EMAIL_TEXTS, personEmailChangeRefusal, personEmailSchema } from './person-email.ts';

describe('a person’s e-mail address on the Entities screen', () => {
  it('takes a blank field as no address and an address trimmed, and refuses anything else with the e-mail rule', () => {
    expect(personEmailSchema.parse('   ')).toBeNull();
    expect(personEmailSchema.parse(' ana@example.test ')).toBe('ana@example.test');
    const refused = personEmailSchema.safeParse('ana@example');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(FIELD_RULE_TEXTS.email);
    expect(personEmailSchema.safeParse('ana @example.test').success).toBe(false);
  });

  it('refuses staff’s change of the address of a person who has signed in, and only that', () => {
    const signedIn = { hasSignedIn: true, saved: 'ana@example.test' };
    expect(personEmailChangeRefusal({ ...signedIn, next: 'ana.silva@example.test' })).toBe(PERSON_EMAIL_TEXTS.signedIn);
    expect(personEmailChangeRefusal({ ...signedIn, next: '' })).toBe(PERSON_EMAIL_TEXTS.signedIn);
    // The same address in other letters or with spaces is no change.
    expect(personEmailChangeRefusal({ ...signedIn, next: ' ANA@example.test ' })).toBeNull();
    // Signed in with an address another account held: they have none here, and staff may add one.
    expect(personEmailChangeRefusal({ hasSignedIn: true, saved: null, next: 'ana@example.test' })).toBeNull();
    expect(personEmailChangeRefusal({ hasSignedIn: false, saved: 'ana@exmple.test', next: 'ana@example.test' })).toBeNull();
  });
});
