import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, DEFAULT_HOURS_PER_WEEK } from './constants.ts';
import { COMPANY_TYPES_OF_BUSINESS, OtherCompensationSchema, SALARY_FREQUENCIES } from './employment.ts';
import { BASIS_FOR_CLASSIFICATION_OPTIONS, YesNoSchema } from './petition-metadata.ts';
import { UNIT_TYPES } from './unit-types.ts';
import {
  FIELD_RULE_TEXTS,
  ZIP_CODE_PATTERN,
  emailSchema,
  employeeCountSchema,
  firstNameSchema,
  hoursPerWeekSchema,
  phoneSchema,
  salarySchema,
} from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';
import { yearEstablishedSchema } from './year-established.ts';
import { naicsCodeSchema } from './naics-code.ts';
import { feinSchema } from './fein.ts';
import { grossAnnualIncomeSchema, netAnnualIncomeSchema } from './company-income.ts';

/** Validation of the employer wizard's forms (spec 3 §5, employer side), with the spec's messages. */
export const EMPLOYER_ONBOARDING_TEXTS = {
  required: 'Required',
  signatoryChoice: 'Please select whether you are an authorized company signatory',
  unitNumberRequired: 'Unit number is required',
  dateFormat: 'Date must be in YYYY-MM-DD format',
  userIdRequired: 'User ID is required',
  companyIdRequired: 'Company ID is required',
  worksiteSaved: 'Worksite added successfully.',
  worksiteFailed: 'There was an error saving your worksite address. Please try again.',
  worksiteDeleteFailed: 'The worksite could not be deleted. Please try again.',
  signatorySaved: 'Contact added successfully.',
  signatoryFailed: 'Please submit a valid authorized signatory',
  signatoryRemoveFailed: 'The signatory could not be removed. Please try again.',
  roleOfferFailed: 'There was an error saving the role offer details. Please try again.',
  uploadFailed: 'There was a problem with your document upload. Please try again.',
  deleteFailed: 'An error occurred while deleting the file',
  openingFile: 'Opening file...',
  timeout: 'This is taking longer than expected.',
  /** Decisions ERR-002: the employer wizard's step error is written without the full stop. */
  stepError: 'Oops something went wrong',
  completeTitle: 'Onboarding Complete!',
  completeBody: 'Thank you for completing employer onboarding!',
  goToDashboard: 'Go to Dashboard',
  noPoBoxes: 'PO boxes are not allowed.',
  foreignDocsTip:
    'If your company is incorporated in one state and operates in another (for example, incorporated in Delaware and operating in California), this proof takes 2-3 weeks to obtain; we advise expedited processing.',
} as const;
const T = EMPLOYER_ONBOARDING_TEXTS;

const required = () => z.string().trim().min(1, T.required);
/** Not left empty (a plain boolean, not a type guard: the value stays `unknown` for the next schema). */
const isGiven = (value: unknown): boolean => value !== undefined;
/** Yes/no questions accept a boolean too and store 'Yes'/'No'. */
const yesNo = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value),
    z.enum(['Yes', 'No'], { error: message }),
  );

export const YourDetailsSchema = lazySchema(() =>
  z.object({
    // Issue 26: the same rules (and sentences) as the database checks of migration 0038.
    firstName: firstNameSchema,
    lastName: required(),
    email: required().pipe(emailSchema),
    phone: required().pipe(phoneSchema),
    role: required(),
    isAuthorizedSignatory: yesNo(T.signatoryChoice),
  }),
);
export type YourDetails = z.output<typeof YourDetailsSchema>;

export const NewSignatorySchema = lazySchema(() =>
  z.object({
    title: z.string().trim().min(1, 'Please provide a title'),
    firstName: z.string().trim().min(1, 'Please provide a first name'),
    lastName: z.string().trim().min(1, 'Please provide a last name'),
    // Left empty: the spec's sentence; typed but not an address ('ann@'): the shared rule's, which says what is wrong.
    email: z.string().trim().min(1, 'Please provide an email').pipe(emailSchema),
    phone: z.string().trim().min(1, 'Please provide a phone number').pipe(phoneSchema),
  }),
);
export type NewSignatory = z.output<typeof NewSignatorySchema>;

const unitRule = <Address extends { unitType?: string | null; unitNumber?: string | null }>(
  address: Address,
  context: z.RefinementCtx,
) => {
  if (address.unitType && !address.unitNumber?.trim()) {
    context.addIssue({ code: 'custom', path: ['unitNumber'], message: T.unitNumberRequired });
  }
};
/** A U.S. address needs a ZIP code (a given one that is not five digits is refused; blank reads Required). */
const zipRule = <Address extends { zip: string; country: string }>(address: Address, context: z.RefinementCtx) => {
  if (address.country === 'US' && address.zip !== '' && !ZIP_CODE_PATTERN.test(address.zip)) {
    context.addIssue({ code: 'custom', path: ['zip'], message: FIELD_RULE_TEXTS.zipCode });
  }
};
const PO_BOX = /\bp\.?\s*o\.?\s*box\b/i;

/** A U.S. company address as the shared AddressFields edit it; a unit type needs a unit number. */
export const EmployerAddressSchema = lazySchema(() =>
  z
    .object({
      street: required(),
      unitType: z.enum(UNIT_TYPES).nullable().default(null),
      unitNumber: z.string().trim().nullable().default(null),
      city: required(),
      state: required(),
      zip: required(),
      country: required().default(DEFAULT_COUNTRY_CODE),
    })
    .superRefine(unitRule)
    .superRefine(zipRule),
);
export type EmployerAddress = z.output<typeof EmployerAddressSchema>;

export const HqAddressSchema = lazySchema(() =>
  z.object({
    address: EmployerAddressSchema,
    /**
     * The company's own telephone (the I-129's Part 1 daytime telephone; companies.phone_number), with an extension if
     * it has one; required: the form asks for it. Stored as the phone rule stores it ("… ext. 12", phone-number.ts).
     */
    phone: required().pipe(phoneSchema),
    isBeneficiaryWorksite: yesNo(T.required),
  }),
);
export type HqAddress = z.output<typeof HqAddressSchema>;

/** A worksite: a label and an address that is not a PO box. */
export const WorksiteSchema = lazySchema(() =>
  z.object({
    label: required(),
    address: EmployerAddressSchema.refine((address) => !PO_BOX.test(address.street), {
      message: T.noPoBoxes,
      path: ['street'],
    }),
  }),
);
export type Worksite = z.output<typeof WorksiteSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const RoleOfferSchema = lazySchema(() =>
  z.object({
    userId: z.string({ error: T.userIdRequired }).min(1, T.userIdRequired),
    roleTitle: required(),
    /** Blank reads Required; 'lots', NaN, 0 or a negative amount get the salary rule's sentence. */
    proposedSalary: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.unknown().refine(isGiven, T.required).pipe(salarySchema),
    ),
    salaryFrequency: z.enum(SALARY_FREQUENCIES, { error: T.required }),
    startDate: z.string().regex(ISO_DATE, T.dateFormat),
    isFullTime: yesNo(T.required),
    /** Left blank: the default full-time week (the field is optional); '40 hrs' or 0 get the rule's sentence, not zod's. */
    hoursPerWeek: z
      .preprocess((value) => (value === '' || value == null ? undefined : value), hoursPerWeekSchema.optional())
      .transform((hours) => hours ?? DEFAULT_HOURS_PER_WEEK),
    otherCompensation: OtherCompensationSchema,
  }),
);
export type RoleOffer = z.output<typeof RoleOfferSchema>;

export const EmployerHistorySchema = lazySchema(() =>
  z.object({
    companyTypeOfBusiness: z.enum(COMPANY_TYPES_OF_BUSINESS, { error: T.required }),
    /** A whole number, 0 or more ('12' → 12); blank reads Required, 'many' or -5 the rule's sentence. */
    currentNumberOfEmployees: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.unknown().refine(isGiven, T.required).pipe(employeeCountSchema),
    ),
    /** Four digits from 1600 to this year ('2015' → 2015), for the I-129's "Year Established"; blank reads Required. */
    yearEstablished: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.unknown().refine(isGiven, T.required).pipe(yearEstablishedSchema),
    ),
    /** Optional: the company's NAICS code, 6 digits ('541715'); blank is null (the I-140 and H-1B forms' box). */
    naicsCode: naicsCodeSchema,
    /** Required: the FEIN, typed with or without its dash, stored NN-NNNNNNN (fein.ts; the I-129's Part 1 FEIN box). */
    ein: required().pipe(feinSchema),
    /**
     * Required, whole US dollars (company-income.ts; the I-129's Part 5 items 15 and 16): a company without revenue
     * yet answers 0, a loss is a negative net income. Blank reads Required, anything else the rule's sentence.
     */
    grossAnnualIncome: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.unknown().refine(isGiven, T.required).pipe(grossAnnualIncomeSchema),
    ),
    netAnnualIncome: z.preprocess(
      (value) => (value === '' || value == null ? undefined : value),
      z.unknown().refine(isGiven, T.required).pipe(netAnnualIncomeSchema),
    ),
  }),
);
export type EmployerHistory = z.output<typeof EmployerHistorySchema>;

export const EmployerImmigrationQuestionsSchema = lazySchema(() =>
  z.object({
    hasFiledImmigrantPetition: YesNoSchema,
    hasFiledNonImmigrantPetition: YesNoSchema,
    basisForClassification: z.enum(BASIS_FOR_CLASSIFICATION_OPTIONS, { error: T.required }),
  }),
);
export type EmployerImmigrationQuestions = z.output<typeof EmployerImmigrationQuestionsSchema>;
