import type { OnboardingExhibit } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { EmploymentFormSchema, ExpertLetterSchema, type EmploymentForm, type ExpertLetterData } from './answer-schemas.ts';
import { EXPERT_LETTER_NOT_FOUND, expertLetterType, expertLetterVariant, yearsMet } from './expert-letter-types.ts';

/** Every message of a parse by field ('' for the object itself). */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

const LETTER: ExpertLetterData = {
  fullName: 'Dr. Ana Ruiz',
  email: 'ana.ruiz@university.example',
  title: 'Professor',
  currentCompanyName: 'Example University',
  linkedin: 'https://www.linkedin.com/in/ana-ruiz',
  description: 'x'.repeat(100),
  meetDescription: 'We met at a workshop.',
  phoneNumber: '',
  monthMet: 'March',
  yearMet: '2021',
};

describe('expert letter (spec 3 §5, §9)', () => {
  it('accepts a complete letter, with or without the optional description and phone', () => {
    expect(ExpertLetterSchema.safeParse(LETTER).success).toBe(true);
    expect(ExpertLetterSchema.safeParse({ ...LETTER, description: '', phoneNumber: '+1 512 555 0100' }).success).toBe(true);
  });

  it('gives each bad field its spec text', () => {
    const result = ExpertLetterSchema.safeParse({
      fullName: 'A',
      email: 'not an email',
      title: 'P',
      currentCompanyName: ' ',
      linkedin: 'linkedin ana',
      description: 'x'.repeat(99),
      meetDescription: 'x'.repeat(19),
      phoneNumber: '555 0100',
      monthMet: '',
      yearMet: '',
    });
    expect(messages(result)).toEqual({
      fullName: 'Required',
      email: 'Required',
      title: 'Required',
      currentCompanyName: 'Required',
      linkedin: 'Please provide a valid LinkedIn URL',
      description: 'Please provide more context in 100+ characters.',
      meetDescription: 'Please provide more context in 20+ characters',
      phoneNumber: 'Please enter a 10 digit phone number',
      monthMet: 'Required',
      yearMet: 'Required',
    });
  });

  it('refuses a LinkedIn address that is not a web URL', () => {
    expect(messages(ExpertLetterSchema.safeParse({ ...LETTER, linkedin: 'javascript:alert(1)' }))).toEqual({
      linkedin: 'Please provide a valid LinkedIn URL',
    });
  });

  it('offers the last 100 years, newest first', () => {
    const years = yearsMet(new Date('2026-06-01T00:00:00Z'));
    expect(years).toHaveLength(100);
    expect(years[0]).toBe('2026');
    expect(years.at(-1)).toBe('1927');
  });
});

describe('expert letter type (the form per module type)', () => {
  const letter = (moduleType: OnboardingExhibit['moduleType']) => ({ moduleType }) as OnboardingExhibit;

  it('takes the module of the petition exhibit for letters filed under EXPERT_LETTERS', () => {
    expect(expertLetterType(letter('EXPERT_LETTERS'), 'critical-role')).toBe('CRITICAL_ROLE');
    expect(expertLetterType(letter('EXPERT_LETTERS'), 'original-contribution')).toBe('ORIGINAL_CONTRIBUTION');
    expect(expertLetterType(letter('AWARDS'), 'press')).toBe('AWARDS');
  });

  it('has a form for each evidence criterion and none for other module types', () => {
    for (const type of ['CRITICAL_ROLE', 'ORIGINAL_CONTRIBUTION', 'MEMBERSHIP', 'AWARDS', 'JUDGING', 'AUTHORSHIP', 'PRESS']) {
      expect(expertLetterVariant(type), type).not.toBeNull();
    }
    expect(expertLetterVariant(expertLetterType(letter('EXPERT_LETTERS'), 'conclusion'))).toBeNull();
    expect(expertLetterVariant(expertLetterType(letter('EXPERT_LETTERS'), null))).toBeNull();
    expect(EXPERT_LETTER_NOT_FOUND.message).toBe('Expert letter type {type} not found');
  });
});

const JOB: EmploymentForm = {
  companyName: 'Northwind Robotics',
  position: 'Research engineer',
  startDate: '2022-01-10',
  endDate: '',
  isCurrent: true,
  city: 'Austin',
  country: 'US',
};

describe('employment (spec 3 §5)', () => {
  it('accepts a current job without an end date and a past one ending after its start', () => {
    expect(EmploymentFormSchema.safeParse(JOB).success).toBe(true);
    expect(EmploymentFormSchema.safeParse({ ...JOB, isCurrent: false, endDate: '2023-05-01' }).success).toBe(true);
  });

  it('requires the employer name and a valid start date', () => {
    expect(messages(EmploymentFormSchema.safeParse({ ...JOB, companyName: ' ', startDate: '2022-02-30' }))).toEqual({
      companyName: 'Please confirm your employer name',
      startDate: 'Please provide a valid start date',
    });
  });

  it('refuses an end date on or before the start unless the job is current', () => {
    expect(messages(EmploymentFormSchema.safeParse({ ...JOB, isCurrent: false, endDate: '2021-12-31' }))).toEqual({
      endDate: 'End date must be after start date',
    });
    expect(messages(EmploymentFormSchema.safeParse({ ...JOB, isCurrent: false, endDate: '2022-01-10' }))).toEqual({
      endDate: 'End date must be after start date',
    });
    expect(EmploymentFormSchema.safeParse({ ...JOB, isCurrent: true, endDate: '2021-12-31' }).success).toBe(true);
  });
});
