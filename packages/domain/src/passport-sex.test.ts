import { describe, expect, it } from 'vitest';
import { ZConfirmedPassportSchema } from './passport-checks.ts';
import { PASSPORT_SEX_TEXTS, passportSexSchema } from './passport-sex.ts';

describe("the passport's sex", () => {
  it('takes M, F or X as printed, in either case', () => {
    expect(passportSexSchema.parse('m')).toBe('M');
    expect(passportSexSchema.parse(' F ')).toBe('F');
    expect(passportSexSchema.parse('X')).toBe('X');
  });

  it.each(['Male', 'W', '<', '1'])('refuses %j with the rule in words', (typed) => {
    expect(passportSexSchema.safeParse(typed).error?.issues[0]?.message).toBe(PASSPORT_SEX_TEXTS.invalid);
  });

  it('is confirmed with the passport, blank as none', () => {
    const confirmed = {
      passportNumber: 'Z1234567',
      givenName: 'Priya',
      middleName: null,
      surname: 'Sharma',
      nationality: 'IND',
      dateOfBirth: '1991-04-17',
      countryOfIssue: 'IND',
      expirationDate: '2031-04-30',
    };
    expect(ZConfirmedPassportSchema.parse({ ...confirmed, sex: 'f' }).sex).toBe('F');
    expect(ZConfirmedPassportSchema.parse({ ...confirmed, sex: ' ' }).sex).toBeNull();
    expect(ZConfirmedPassportSchema.parse({ ...confirmed, sex: null }).sex).toBeNull();
    expect(ZConfirmedPassportSchema.safeParse({ ...confirmed, sex: 'Q' }).success).toBe(false);
  });
});
