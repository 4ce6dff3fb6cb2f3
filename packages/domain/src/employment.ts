import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

/** How often the stated salary is paid (employer role offer, spec 3 §5). */
export const SALARY_FREQUENCIES = ['annual', 'monthly', 'weekly', 'hourly'] as const;
export type SalaryFrequency = (typeof SALARY_FREQUENCIES)[number];

/** Employer history's type-of-business choices. */
export const COMPANY_TYPES_OF_BUSINESS = [
  'Advertising',
  'Automotive',
  'Consulting',
  'Education',
  'Engineering',
  'Finance',
  'Healthcare',
  'Technology',
  'Other',
] as const;
export type CompanyTypeOfBusiness = (typeof COMPANY_TYPES_OF_BUSINESS)[number];

/** Pay beyond salary on a user employment (spec 3 §3); missing answers mean "none". */
export const OtherCompensationSchema = lazySchema(() =>
  z.object({
    equityAndStandardBenefits: z.boolean().default(false),
    otherGuaranteedPay: z.boolean().default(false),
    other: z.string().default(''),
  }),
);
export type OtherCompensation = z.infer<typeof OtherCompensationSchema>;
