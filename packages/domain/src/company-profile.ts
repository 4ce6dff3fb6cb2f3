import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE } from './constants.ts';
import { COMPANY_TYPES_OF_BUSINESS } from './employment.ts';
import { feinSchema } from './fein.ts';
import { employeeCountSchema, phoneSchema, ZIP_CODE_PATTERN, FIELD_RULE_TEXTS } from './field-rules.ts';
import { lazySchema } from './lazy-schema.ts';
import { naicsCodeSchema } from './naics-code.ts';
import { optionalGrossAnnualIncomeSchema, optionalNetAnnualIncomeSchema } from './company-income.ts';

/**
 * A petitioner's company profile as staff edit it on the Entities page: what the USCIS forms read from the company
 * (G-28 and I-129 Part 1 mailing address and telephone, the FEIN, I-129 Part 5 type of business, head count and
 * gross and net annual income, the I-140's NAICS code).
 * The employer's wizard asks for the same facts; staff fill them when the employer has not (a new case). Every
 * field is optional (staff save what they know); a blank field is stored as null. The database checks the phone,
 * the U.S. ZIP code and the FEIN with the same patterns (companies_phone_number_format, companies_zip_code_format,
 * companies_ein_format; the FEIN is stored as NN-NNNNNNN whichever way it was typed, fein.ts) and the incomes' ranges
 * (companies_gross_annual_income_range, companies_net_annual_income_range).
 */
const optionalText = (schema?: z.ZodType<string, string>) =>
  z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(schema ? schema.nullable() : z.string().nullable());

export const CompanyProfileSchema = lazySchema(() =>
  z
    .object({
      legalName: optionalText(),
      ein: optionalText(feinSchema),
      phoneNumber: optionalText(phoneSchema),
      street: optionalText(),
      city: optionalText(),
      state: optionalText(),
      zipCode: optionalText(),
      country: optionalText(),
      companyTypeOfBusiness: z
        .string()
        .transform((text) => (text === '' ? null : text))
        .pipe(z.enum(COMPANY_TYPES_OF_BUSINESS).nullable()),
      // '1,200' → 1200 as the wizard reads it; blank is not given.
      currentNumberOfEmployees: z.union([
        z
          .string()
          .trim()
          .length(0)
          .transform(() => null),
        employeeCountSchema,
      ]),
      // The I-140's and the H-1B supplement's NAICS box: 6 digits, blank is not given (the wizard's rule).
      naicsCode: naicsCodeSchema,
      // The I-129's Part 5 gross and net annual income, whole US dollars (company-income.ts); blank is not given.
      grossAnnualIncome: optionalGrossAnnualIncomeSchema,
      netAnnualIncome: optionalNetAnnualIncomeSchema,
    })
    .superRefine((profile, context) => {
      const isUnitedStates = (profile.country ?? DEFAULT_COUNTRY_CODE) === DEFAULT_COUNTRY_CODE;
      if (isUnitedStates && profile.zipCode !== null && !ZIP_CODE_PATTERN.test(profile.zipCode)) {
        context.addIssue({ code: 'custom', path: ['zipCode'], message: FIELD_RULE_TEXTS.zipCode });
      }
    }),
);
/** The form's values: text as typed. */
export type CompanyProfileInput = z.input<typeof CompanyProfileSchema>;
export type CompanyProfile = z.output<typeof CompanyProfileSchema>;
