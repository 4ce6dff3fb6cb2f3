import { ONBOARDING_DESCRIBED_EXHIBIT_TYPES, ONBOARDING_EXHIBIT_TYPES, ONBOARDING_FORM_EXHIBIT_TYPES } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { ForeignAddressScreen, UsAddressScreen } from './AddressScreen.tsx';
import { DefaultScreen } from './DefaultScreen.tsx';
import { DependentsScreen } from './DependentsScreen.tsx';
import { DescriptionFilesScreen } from './DescriptionFilesScreen.tsx';
import { DescriptionScreen } from './DescriptionScreen.tsx';
import { EmploymentHistoryScreen } from './EmploymentHistoryScreen.tsx';
import { ExpertLetterScreen } from './ExpertLetterScreen.tsx';
import { FilingTypeScreen } from './FilingTypeScreen.tsx';
import { ImmigrationQuestionsScreen } from './ImmigrationQuestionsScreen.tsx';
import { LegalNameScreen } from './LegalNameScreen.tsx';
import { OtherNamesScreen } from './OtherNamesScreen.tsx';
import { PassportScreen } from './PassportScreen.tsx';
import { EXHIBIT_FILES_SCREEN, screenFor } from './screen-registry.tsx';
import { fileCountProblem, LinksOrFilesSchema, LinksSchema, LegalNameSchema, OtherNamesFormSchema } from './screen-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message ?? null;

describe('screenFor (exhibit type → screen, spec 3 §2.3)', () => {
  it('gives the personal form types their own screens', () => {
    expect(screenFor('LEGAL_NAME')).toBe(LegalNameScreen);
    expect(screenFor('OTHER_NAMES')).toBe(OtherNamesScreen);
    expect(screenFor('US_ADDRESS')).toBe(UsAddressScreen);
    expect(screenFor('FOREIGN_ADDRESS')).toBe(ForeignAddressScreen);
    expect(screenFor('PASSPORT')).toBe(PassportScreen);
    expect(screenFor('DEPENDENTS')).toBe(DependentsScreen);
    expect(screenFor('IMMIGRATION_QUESTIONS')).toBe(ImmigrationQuestionsScreen);
    expect(screenFor('FILING_TYPE')).toBe(FilingTypeScreen);
    expect(screenFor('EMPLOYMENT_HISTORY')).toBe(EmploymentHistoryScreen);
  });

  it('gives expert letters their screen (the form per module type is chosen inside it)', () => {
    expect(screenFor('EXPERT_LETTER')).toBe(ExpertLetterScreen);
  });

  it('has a screen other than the default for every form type of the catalogue but the cover page', () => {
    const forms: readonly string[] = ONBOARDING_FORM_EXHIBIT_TYPES;
    const withoutScreen = forms.filter((type) => type !== 'COVER_PAGE' && screenFor(type) === DefaultScreen);
    expect(withoutScreen).toEqual([]);
  });

  it('gives descriptions, description plus files and the document types theirs', () => {
    expect(screenFor('PRESS_SUMMARY')).toBe(DescriptionScreen);
    expect(screenFor('ORIGINAL_CONTRIBUTION_EVIDENCE')).toBe(DescriptionFilesScreen);
    expect(screenFor('OFFER_LETTER')).toBe(EXHIBIT_FILES_SCREEN);
    expect(screenFor('PAY_STUBS')).toBe(EXHIBIT_FILES_SCREEN);
  });

  it("asks for a description on exactly the types the domain's completion rule names", () => {
    const described = ONBOARDING_EXHIBIT_TYPES.filter(
      (type) => screenFor(type) === DescriptionScreen || screenFor(type) === DescriptionFilesScreen,
    );
    expect([...described].sort()).toEqual([...ONBOARDING_DESCRIBED_EXHIBIT_TYPES].sort());
  });

  it('falls back to the default screen for an unknown type', () => {
    expect(screenFor('NOT_A_TYPE')).toBe(DefaultScreen);
    expect(screenFor('')).toBe(DefaultScreen);
  });

  it('has a screen other than the default for every document type of the catalogue', () => {
    const forms: readonly string[] = ONBOARDING_FORM_EXHIBIT_TYPES;
    const documentTypes = ONBOARDING_EXHIBIT_TYPES.filter((type) => !forms.includes(type));
    const withoutScreen = documentTypes.filter((type) => screenFor(type) === DefaultScreen);
    // Left for the next part of issue 16 (listed in the report): these still show the default screen.
    expect(withoutScreen).toEqual([]);
  });
});

describe('screen validation (spec 3 §5, beneficiary side)', () => {
  it('legal name: first and last name required with their messages, middle name optional', () => {
    expect(firstMessage(LegalNameSchema.safeParse({ firstName: ' ', middleName: '', lastName: 'Sharma' }))).toBe(
      'Please provide a first name',
    );
    expect(firstMessage(LegalNameSchema.safeParse({ firstName: 'Priya', middleName: '', lastName: '' }))).toBe(
      'Please provide a last name',
    );
    expect(LegalNameSchema.safeParse({ firstName: 'Priya', middleName: '', lastName: 'Sharma' }).success).toBe(true);
  });

  it('other names: yes needs a non-empty list with first and last names; no needs none', () => {
    expect(OtherNamesFormSchema.safeParse({ hasOtherNames: 'no', otherNames: [] }).success).toBe(true);
    expect(OtherNamesFormSchema.safeParse({ hasOtherNames: 'yes', otherNames: [] }).success).toBe(false);
    expect(
      firstMessage(OtherNamesFormSchema.safeParse({ hasOtherNames: 'yes', otherNames: [{ firstName: '', lastName: 'K' }] })),
    ).toBe('Please provide a first name');
  });

  it('links only: at least one link, each a valid URL', () => {
    expect(firstMessage(LinksSchema.safeParse({ links: [] }))).toBe('At least one link is required');
    expect(firstMessage(LinksSchema.safeParse({ links: [{ url: 'not a url' }] }))).toBe('Please enter a valid URL');
    expect(firstMessage(LinksSchema.safeParse({ links: [{ url: 'javascript:alert(1)' }] }))).toBe('Please enter a valid URL');
    expect(LinksSchema.safeParse({ links: [{ url: 'https://example.com/prize' }] }).success).toBe(true);
  });

  it('links plus files: the links given must be URLs', () => {
    expect(firstMessage(LinksOrFilesSchema.safeParse({ links: [{ url: 'nope' }] }))).toBe('Please provide a valid URL');
    expect(LinksOrFilesSchema.safeParse({ links: [] }).success).toBe(true);
  });

  it('file screens: a required exhibit needs a file, an optional one does not', () => {
    expect(fileCountProblem(0, true)).toBe('Please upload at least one file');
    expect(fileCountProblem(1, true)).toBeNull();
    expect(fileCountProblem(0, false)).toBeNull();
    // The visa stamp has its own text (spec 3 §5).
    expect(fileCountProblem(0, true, 'VISA_STAMP')).toBe('Please upload your visa');
    expect(fileCountProblem(0, true, 'PAY_STUBS')).toBe('Please upload at least one file');
  });
});
