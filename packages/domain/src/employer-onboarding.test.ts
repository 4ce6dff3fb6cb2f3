import { describe, expect, it } from 'vitest';
import {
  EmployerHistorySchema,
  HqAddressSchema,
  NewSignatorySchema,
  RoleOfferSchema,
  WorksiteSchema,
  YourDetailsSchema,
} from './employer-onboarding-schemas.ts';
import { FIELD_RULE_TEXTS } from './field-rules.ts';
import { YEAR_ESTABLISHED_TEXTS } from './year-established.ts';
import {
  EMPLOYER_CHECKLIST_GROUPS,
  EMPLOYER_ONBOARDING_STEPS,
  employerOnboardingProgress,
  employerOnboardingStateOfRoute,
  isEmployerOnboardingFormComplete,
  stepDataStatus,
} from './employer-onboarding.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('employer onboarding steps', () => {
  it('map routes to states, with / as welcome and /complete as final', () => {
    expect(employerOnboardingStateOfRoute('')).toBe('welcome');
    expect(employerOnboardingStateOfRoute('welcome')).toBe('welcome');
    expect(employerOnboardingStateOfRoute('/add-worksite/')).toBe('addWorksite');
    expect(employerOnboardingStateOfRoute('complete')).toBe('final');
    expect(employerOnboardingStateOfRoute('final')).toBe('final');
    expect(employerOnboardingStateOfRoute('nope')).toBeNull();
  });
  it('give the progress values of spec 3 §2.2', () => {
    expect(EMPLOYER_ONBOARDING_STEPS.map(employerOnboardingProgress)).toEqual([0, 1, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
  it('group every step but welcome in the navigator once', () => {
    expect(EMPLOYER_CHECKLIST_GROUPS.flatMap((group) => group.steps)).toEqual(EMPLOYER_ONBOARDING_STEPS.slice(1));
  });
});

describe('step data completeness', () => {
  it('is complete only when every value is non-empty; an empty array is empty, false is an answer', () => {
    expect(stepDataStatus({ a: 'x', b: false, c: 0, d: ['f'] })).toBe('complete');
    expect(stepDataStatus({ a: 'x', b: [] })).toBe('incomplete');
    expect(stepDataStatus({ a: ' ' })).toBe('incomplete');
    expect(stepDataStatus({ a: null })).toBe('incomplete');
    expect(stepDataStatus({})).toBe('incomplete');
  });
  it('makes the form complete when no stored item is incomplete', () => {
    expect(isEmployerOnboardingFormComplete({})).toBe(true);
    expect(isEmployerOnboardingFormComplete({ confirmContact: 'complete' })).toBe(true);
    expect(isEmployerOnboardingFormComplete({ confirmContact: 'complete', beneficiary: 'incomplete' })).toBe(false);
  });
});

describe('employer onboarding forms', () => {
  it('require every detail and the signatory choice, accepting a boolean', () => {
    expect(
      messages(YourDetailsSchema.safeParse({ firstName: '', lastName: 'L', email: 'a@b.co', phone: 'abc', role: 'CEO' })),
    ).toEqual({
      firstName: 'Enter a first name',
      phone:
        'Enter a phone number: 7 to 15 digits, with + ( ) - or spaces if you like; add an extension as ext. 12 (up to 6 digits)',
      isAuthorizedSignatory: 'Please select whether you are an authorized company signatory',
    });
    const ok = YourDetailsSchema.parse({
      firstName: 'D',
      lastName: 'L',
      email: 'a@b.co',
      phone: '+1 (415) 555-0100',
      role: 'CEO',
      isAuthorizedSignatory: true,
    });
    expect(ok.isAuthorizedSignatory).toBe('Yes');
  });
  it("give the new signatory's messages", () => {
    expect(messages(NewSignatorySchema.safeParse({ title: '', firstName: '', lastName: '', email: '', phone: '' }))).toEqual({
      title: 'Please provide a title',
      firstName: 'Please provide a first name',
      lastName: 'Please provide a last name',
      email: 'Please provide an email',
      phone: 'Please provide a phone number',
    });
    // A typed address that is not one is not "missing": it says what is wrong with it.
    const typed = { title: 'CFO', firstName: 'Ann', lastName: 'Lee', email: 'ann@', phone: '+1 512 555 0199' };
    expect(messages(NewSignatorySchema.safeParse(typed))).toEqual({ email: FIELD_RULE_TEXTS.email });
  });
  it('need a unit number with a unit type, and refuse PO boxes for a worksite with US as default country', () => {
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', country: 'US', zip: '78701', unitType: 'STE' };
    const phone = '+1 512 555 0142';
    expect(messages(HqAddressSchema.safeParse({ address, phone, isBeneficiaryWorksite: 'No' }))).toEqual({
      'address.unitNumber': 'Unit number is required',
    });
    const worksite = { label: 'Lab', address: { ...address, street: 'PO Box 12', country: undefined, unitNumber: '4' } };
    expect(messages(WorksiteSchema.safeParse(worksite))).toEqual({ 'address.street': 'PO boxes are not allowed.' });
    expect(
      messages(
        HqAddressSchema.safeParse({ address: { ...address, unitNumber: '4', zip: 'ABC' }, phone, isBeneficiaryWorksite: 'No' }),
      ),
    ).toEqual({
      'address.zip': 'Enter a 5-digit ZIP code',
    });
    expect(WorksiteSchema.parse({ ...worksite, address: { ...worksite.address, street: '2 Oak St' } }).address.country).toBe(
      'US',
    );
  });
  it('check the role offer: salary at least 1, ISO start date, a user id, 40 hours by default', () => {
    const offer = {
      userId: '',
      roleTitle: 'CTO',
      proposedSalary: 0,
      salaryFrequency: 'annual',
      startDate: '01/02/2027',
      isFullTime: 'Yes',
      otherCompensation: {},
    };
    expect(messages(RoleOfferSchema.safeParse(offer))).toEqual({
      userId: 'User ID is required',
      proposedSalary: 'Enter the salary as a number greater than 0',
      startDate: 'Date must be in YYYY-MM-DD format',
    });
    const parsed = RoleOfferSchema.parse({ ...offer, userId: 'u1', proposedSalary: '120000', startDate: '2027-01-02' });
    expect(parsed).toMatchObject({ proposedSalary: 120000, hoursPerWeek: 40, otherCompensation: { other: '' } });
    const salaryMessage = (proposedSalary: unknown) =>
      messages(RoleOfferSchema.safeParse({ ...offer, userId: 'u1', startDate: '2027-01-02', proposedSalary })).proposedSalary;
    expect(salaryMessage('')).toBe('Required');
    for (const bad of ['lots', Number.NaN, 'NaN', -5, '-5', 'Infinity']) {
      expect(salaryMessage(bad)).toBe('Enter the salary as a number greater than 0');
    }
  });
  it('read the hours per week as typed, blank as the 40-hour default, and refuse others with a sentence (not zod text)', () => {
    const offer = {
      userId: 'u1',
      roleTitle: 'CTO',
      proposedSalary: '185,000',
      salaryFrequency: 'annual',
      startDate: '2027-01-04',
      isFullTime: 'No',
      otherCompensation: {},
    };
    const hours = (hoursPerWeek: unknown) => RoleOfferSchema.safeParse({ ...offer, hoursPerWeek });
    expect(hours('').data?.hoursPerWeek).toBe(40);
    expect(hours(' 37.5 ').data?.hoursPerWeek).toBe(37.5);
    expect(hours(20).data?.hoursPerWeek).toBe(20);
    for (const bad of ['40 hrs', '0', 0, -5, '169', 'NaN', Number.NaN]) {
      expect(messages(hours(bad)), String(bad)).toEqual({
        hoursPerWeek: 'Enter the hours per week as a number greater than 0, at most 168',
      });
    }
  });
  it('parse the employee count as an integer and offer the nine types of business', () => {
    // The FEIN and the incomes (company-income.test.ts has their rules).
    const company = { ein: '12-3456789', grossAnnualIncome: '1,250,000', netAnnualIncome: '-40,000' };
    const stored = { ein: '12-3456789', grossAnnualIncome: 1_250_000, netAnnualIncome: -40_000 };
    expect(
      EmployerHistorySchema.parse({
        companyTypeOfBusiness: 'Technology',
        currentNumberOfEmployees: '12',
        yearEstablished: '2015',
        ...company,
      }),
    ).toEqual({
      companyTypeOfBusiness: 'Technology',
      currentNumberOfEmployees: 12,
      yearEstablished: 2015,
      naicsCode: null,
      ...stored,
    });
    expect(
      messages(
        EmployerHistorySchema.safeParse({
          companyTypeOfBusiness: 'Mining',
          currentNumberOfEmployees: '',
          yearEstablished: '',
          ...company,
        }),
      ),
    ).toEqual({
      companyTypeOfBusiness: 'Required',
      currentNumberOfEmployees: 'Required',
      yearEstablished: 'Required',
    });
    expect(
      messages(
        EmployerHistorySchema.safeParse({
          companyTypeOfBusiness: 'Other',
          currentNumberOfEmployees: '3',
          yearEstablished: '15',
          ...company,
        }),
      ),
    ).toEqual({ yearEstablished: YEAR_ESTABLISHED_TEXTS.invalid });
    // Thousands commas, as people write a head count.
    expect(
      EmployerHistorySchema.parse({
        companyTypeOfBusiness: 'Other',
        currentNumberOfEmployees: '1,200',
        yearEstablished: 1998,
        ...company,
      }),
    ).toEqual({
      companyTypeOfBusiness: 'Other',
      currentNumberOfEmployees: 1200,
      yearEstablished: 1998,
      // The NAICS code is optional: not given is null.
      naicsCode: null,
      ...stored,
    });
    for (const bad of ['-5', -5, 'many', '2.5', '1,20', '12,00,000']) {
      expect(
        messages(
          EmployerHistorySchema.safeParse({
            companyTypeOfBusiness: 'Technology',
            currentNumberOfEmployees: bad,
            yearEstablished: '2015',
            ...company,
          }),
        ),
      ).toEqual({
        currentNumberOfEmployees: 'Enter the number of employees as a whole number, 0 or more',
      });
    }
  });
});
