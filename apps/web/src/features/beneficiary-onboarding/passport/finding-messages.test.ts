import {
  PASSPORT_FINDING_KINDS,
  passportFindings,
  type TConfirmedPassport,
  type TPassportCaseFacts,
  type TPassportFinding,
  type TPassportReadingRecord,
} from '@app/domain';
import { PASSPORT_TEST_TODAY, PRIYA_CONFIRMED_PASSPORT, PRIYA_PASSPORT_FACTS, PRIYA_PASSPORT_READING } from '@app/domain/testing';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '@/locales/en/messages.ts';
import { messages as es } from '@/locales/es/messages.ts';
import { messages as zh } from '@/locales/zh-Hans/messages.ts';
import { translateFinding } from './finding-messages.ts';

const TODAY = PASSPORT_TEST_TODAY;
const FACTS = PRIYA_PASSPORT_FACTS;
const CONFIRMED = PRIYA_CONFIRMED_PASSPORT;
const READING = PRIYA_PASSPORT_READING;

/** The domain's own findings, one of each kind and sentence shape. */
function domainFindings(): TPassportFinding[] {
  const find = (
    confirmed: Partial<TConfirmedPassport>,
    facts: Partial<TPassportCaseFacts> = {},
    reading: TPassportReadingRecord | null = { ...READING, fields: { ...CONFIRMED, ...confirmed } },
  ) => passportFindings({ reading, confirmed: { ...CONFIRMED, ...confirmed }, facts: { ...FACTS, ...facts }, today: TODAY });
  return [
    ...find({}, {}, null),
    ...find({}, {}, { ...READING, documentCode: 'V' }),
    ...find({}, {}, { ...READING, documentCode: 'X' }),
    ...find({ givenName: 'JOHN', surname: 'OCONNOR' }),
    ...find({ dateOfBirth: '1991-05-13' }),
    ...find({ nationality: 'BRA', countryOfIssue: 'BRA' }),
    ...find({ expirationDate: '2025-01-31' }),
    ...find({ expirationDate: '2027-02-28' }),
    ...find({ expirationDate: '2027-06-30' }, { intendedStart: '2027-03-01' }),
    ...passportFindings({
      reading: READING,
      confirmed: { ...CONFIRMED, passportNumber: 'Z7654321', sex: 'M' },
      facts: FACTS,
      today: TODAY,
    }),
  ];
}

const i18nFor = (locale: string, messages: typeof en) => setupI18n({ locale, messages: { [locale]: messages } });

describe('passport findings in the beneficiary’s language (issue 36)', () => {
  const findings = domainFindings();

  it('covers every finding kind the domain produces', () => {
    expect(new Set(findings.map((finding) => finding.kind))).toEqual(new Set(PASSPORT_FINDING_KINDS));
  });

  it("shows the domain's English sentence exactly in English", () => {
    const english = i18nFor('en', en);
    for (const finding of findings) expect(translateFinding(english, finding)).toBe(finding.message);
  });

  it('translates every sentence in Spanish, with dates, countries and field names in Spanish and names as written', () => {
    const spanish = i18nFor('es', es);
    const texts = findings.map((finding) => translateFinding(spanish, finding));
    texts.forEach((text, index) => expect(text).not.toBe(findings[index]!.message));
    const joined = texts.join('\n');
    expect(joined).toContain('JOHN OCONNOR');
    expect(joined).toContain('Brasil');
    expect(joined).toContain('Número de pasaporte');
    expect(joined).not.toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(joined).not.toMatch(/\b(passport|Brazil|another kind)/i);
  });

  it('translates them in Chinese too', () => {
    const chinese = i18nFor('zh-Hans', zh);
    for (const finding of findings) expect(translateFinding(chinese, finding)).not.toBe(finding.message);
  });

  it('shows a sentence it cannot read as the domain wrote it', () => {
    const spanish = i18nFor('es', es);
    expect(translateFinding(spanish, { kind: 'expired', message: 'Some new sentence.' })).toBe('Some new sentence.');
  });
});
