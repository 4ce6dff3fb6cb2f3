import {
  AddressHistorySchema,
  I94_TEXTS,
  LatestArrivalSchema,
  DEFAULT_MAX_UPLOAD_BYTES,
  EXPERT_LETTER_MIN_DESCRIPTION_LENGTH,
  formatNamesOfExtensions,
  passportIssueSchema,
  PERSON_HISTORY_TEXTS,
  PlaceOfBirthSchema,
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_TEXTS,
  supportMessageSchema,
  supportReplySchema,
  ZPassportConfirmationReasonSchema,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AddressSchema, UNIT_NUMBER_REQUIRED_TEXT } from '@/components/form/address-schema.ts';
import { loadI18n } from '@/lib/i18n/i18n-runtime.tsx';
import { isTranslatedMessage, translateMessage } from '@/lib/i18n/validation-messages.ts';
import { checkSelection } from '@/components/files/upload-selection.ts';
import { draftProblems, emptyDraft } from '../passport/passport-draft.ts';
import {
  DependentsFormSchema,
  EmploymentFormSchema,
  ExpertLetterSchema,
  FilingTypeFormSchema,
  ANSWER_TEXTS,
} from './answer-schemas.ts';
import {
  BENEFICIARY_TEXTS,
  DescriptionSchema,
  LegalNameSchema,
  LinksOrFilesSchema,
  LinksSchema,
  OtherNamesFormSchema,
} from './screen-schemas.ts';

/** Every message a schema gives for `input`. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/*
 * Issue 36: a validation rule stays once, in its schema, in English; the customer sees it in their language through
 * lib/i18n/validation-messages.ts. These hold every message the customer's onboarding and support forms can show to
 * an entry of that table, so a new or reworded rule cannot reach a Spanish reader in English.
 */
describe('validation messages the customer sees are in the catalogues', () => {
  const schemaMessages = [
    ...messagesOf(DescriptionSchema, { description: ' ' }),
    ...messagesOf(LinksSchema, { links: [] }),
    ...messagesOf(LinksSchema, { links: [{ url: 'nope' }] }),
    ...messagesOf(LinksOrFilesSchema, { links: [{ url: 'nope' }] }),
    ...messagesOf(LegalNameSchema, { firstName: '', middleName: '', lastName: '' }),
    ...messagesOf(OtherNamesFormSchema, { otherNames: [] }),
    ...messagesOf(OtherNamesFormSchema, { hasOtherNames: 'yes', otherNames: [] }),
    ...messagesOf(OtherNamesFormSchema, { hasOtherNames: 'yes', otherNames: [{ firstName: '', lastName: '' }] }),
    ...messagesOf(DependentsFormSchema, { hasDependents: 'Yes', dependentsInUS: 'Yes', dependentsVisaStatus: '' }),
    ...messagesOf(FilingTypeFormSchema, {}),
    ...messagesOf(ExpertLetterSchema, {
      fullName: '',
      email: '',
      title: '',
      currentCompanyName: '',
      linkedin: 'x',
      description: 'short',
      meetDescription: '',
      phoneNumber: '1',
      monthMet: '',
      yearMet: '',
    }),
    ...messagesOf(EmploymentFormSchema, {
      companyName: '',
      position: '',
      startDate: 'x',
      endDate: 'y',
      isCurrent: false,
      city: '',
      country: '',
    }),
    ...messagesOf(EmploymentFormSchema, {
      companyName: 'A',
      position: '',
      startDate: '2020-01-01',
      endDate: '2019-01-01',
      isCurrent: false,
      city: '',
      country: '',
    }),
    ...messagesOf(AddressSchema, { street: '', unitType: 'APT', unitNumber: null, city: '', state: '', zip: '', country: '' }),
    ...messagesOf(PlaceOfBirthSchema, { cityOfBirth: '', provinceOfBirth: '', countryOfBirth: 'XX' }),
    ...messagesOf(AddressHistorySchema, {
      addresses: [
        { street: '', city: '', country: 'XX', fromDate: '2999-01-01', toDate: null, isCurrent: false },
        { street: 'a', city: 'b', country: 'US', fromDate: '2020-01-01', toDate: '2019-01-01', isCurrent: true },
        { street: 'a', city: 'b', country: 'US', fromDate: '2020-01-01', toDate: null, isCurrent: true },
      ],
    }),
    ...messagesOf(passportIssueSchema({ dateOfBirth: '2000-01-01', expirationDate: '1999-01-01' }), {
      dateOfIssue: '1990-01-01',
      cityOfIssue: '',
      countryOfIssue: '',
    }),
    ...messagesOf(supportMessageSchema, { message: '' }),
    ...messagesOf(supportMessageSchema, { message: 'x'.repeat(SUPPORT_MESSAGE_MAX_LENGTH + 1) }),
    ...messagesOf(supportReplySchema, { body: '' }),
    ...messagesOf(ZPassportConfirmationReasonSchema, 'no'),
    ...messagesOf(ZPassportConfirmationReasonSchema, 'x'.repeat(1001)),
    ...checkSelection(
      [
        new File(['x'], 'notes.exe'),
        new File([''], 'empty.pdf', { type: 'application/pdf' }),
        new File(['x'], 'held.pdf', { type: 'application/pdf' }),
        new File(['x'], 'one-more.pdf', { type: 'application/pdf' }),
        new File(['x'], 'two-more.pdf', { type: 'application/pdf' }),
      ],
      {
        kind: 'beneficiary',
        maxFiles: 3,
        maxBytes: DEFAULT_MAX_UPLOAD_BYTES,
        single: false,
        takenNames: ['held.pdf'],
        takenCount: 2,
      },
    ).flatMap(({ problem }) => (problem ? [problem] : [])),
    ...checkSelection([new File(['xx'], 'a.pdf', { type: 'application/pdf' })], {
      kind: 'beneficiary',
      maxFiles: 5,
      maxBytes: 1,
      single: true,
      takenNames: [],
      takenCount: 1,
    }).flatMap(({ problem }) => (problem ? [problem] : [])),
    ...Object.values(draftProblems({ ...emptyDraft(), dateOfBirth: 'x', countryOfIssue: 'ZZZ', surname: 'x'.repeat(101) })),
    ...Object.values(draftProblems({ ...emptyDraft(), sex: 'W' })),
    ...messagesOf(LatestArrivalSchema, { visaClass: '', dateOfEntry: '', i94Number: '' }),
    ...messagesOf(LatestArrivalSchema, { visaClass: 'F 1!', dateOfEntry: '2999-01-01', i94Number: '123' }),
  ];
  const screenTexts = [
    ...Object.values(BENEFICIARY_TEXTS),
    ...Object.values(ANSWER_TEXTS),
    ...Object.values(PERSON_HISTORY_TEXTS),
    ...Object.values(I94_TEXTS),
    SUPPORT_TEXTS.messageRequired,
    SUPPORT_TEXTS.replyRequired,
    SUPPORT_TEXTS.sendFailed,
    UNIT_NUMBER_REQUIRED_TEXT,
  ];

  it('has an entry for every message of the schemas and every failure text of the screens', () => {
    expect(schemaMessages.length).toBeGreaterThan(30);
    const untranslated = [...new Set([...schemaMessages, ...screenTexts])].filter((text) => !isTranslatedMessage(text));
    expect(untranslated).toEqual([]);
  });

  it('includes the uploader’s refusals', () => {
    expect(schemaMessages.filter((text) => text.startsWith('"')).length).toBe(4);
    expect(schemaMessages).toContain('Maximum 3 files allowed');
  });

  it('shows a schema message in the reader’s language, numbers filled in, and an unknown text as it is', async () => {
    const spanish = await loadI18n('es');
    expect(translateMessage(spanish, 'Please provide a first name')).toBe('Indique un nombre');
    const context = `Please provide more context in ${EXPERT_LETTER_MIN_DESCRIPTION_LENGTH}+ characters.`;
    expect(translateMessage(spanish, context)).toBe(
      `Dé más contexto, con ${EXPERT_LETTER_MIN_DESCRIPTION_LENGTH} caracteres o más.`,
    );
    expect(translateMessage(spanish, 'Something a server wrote')).toBe('Something a server wrote');
    expect(translateMessage(spanish, '"cv final.pdf" is already uploaded')).toBe('«cv final.pdf» ya está subido');
    const english = await loadI18n('en');
    // A type refusal names the accepted formats as the uploader's hint does ("PNG, JPEG, text"), not as extensions.
    const asShown = (text: string) =>
      text.replace(/\(accepted: (.*)\)$/, (_match, list: string) => `(accepted: ${formatNamesOfExtensions(list.split(','))})`);
    for (const text of [...schemaMessages, ...screenTexts]) expect(translateMessage(english, text)).toBe(asShown(text));
  });
});
