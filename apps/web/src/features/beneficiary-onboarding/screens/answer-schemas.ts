import {
  EXPERT_LETTER_MIN_DESCRIPTION_LENGTH,
  EXPERT_LETTER_MIN_MEET_DESCRIPTION_LENGTH,
  FILING_TYPES,
  MIN_PHONE_LENGTH,
  YesNoSchema,
  lazySchema,
} from '@app/domain';
import { z } from 'zod';
import { isIsoDate } from '@/components/form/date-input.tsx';

/** Failure texts of these screens (spec 3 §8). */
export const ANSWER_TEXTS = {
  dependentsFailed: 'There was a problem saving your dependents information. Please try again.',
  immigrationFailed: 'There was a problem saving your immigration information. Please try again.',
  filingTypeFailed: 'There was a problem saving the filing type. Please try again.',
  answersFailed: 'There was a problem saving your answers. Please try again.',
  employmentFailed: 'There was a problem saving your employment details. Please try again.',
  employmentSaved: 'Employment details saved successfully.',
  visaStampMissing: 'Please upload your visa',
  studentVisaMissing: 'Please upload your student visa',
} as const;

/** Dependents (spec 3 §5): both questions Yes/No (default No); Yes needs the visa status. */
export const DependentsFormSchema = lazySchema(() =>
  z
    .object({ hasDependents: YesNoSchema, dependentsInUS: YesNoSchema, dependentsVisaStatus: z.string() })
    .superRefine((value, context) => {
      if (value.hasDependents === 'Yes' && value.dependentsInUS === 'Yes' && value.dependentsVisaStatus.trim() === '') {
        context.addIssue({ code: 'custom', path: ['dependentsVisaStatus'], message: 'Please enter the visa status' });
      }
    }),
);

/** Immigration history (spec 3 §5): both required Yes/No. */
export const ImmigrationHistorySchema = lazySchema(() => z.object({ hasVisaDenial: YesNoSchema, hasJ1J2History: YesNoSchema }));

export const FilingTypeFormSchema = lazySchema(() =>
  z.object({
    filingType: z.enum(FILING_TYPES, { error: 'Please select a filing type' }),
  }),
);

const requiredText = (min: number) => z.string().trim().min(min, 'Required');

/** Expert letter data (spec 3 §3, §5, §9). */
export const ExpertLetterSchema = lazySchema(() =>
  z.object({
    fullName: requiredText(2),
    email: z.email({ error: 'Required' }),
    title: requiredText(2),
    currentCompanyName: requiredText(1),
    linkedin: z.url({ protocol: /^https?$/, error: 'Please provide a valid LinkedIn URL' }),
    // Optional, but a description that is given must carry the context (decision: blank is accepted).
    description: z
      .string()
      .trim()
      .refine(
        (text) => text === '' || text.length >= EXPERT_LETTER_MIN_DESCRIPTION_LENGTH,
        `Please provide more context in ${EXPERT_LETTER_MIN_DESCRIPTION_LENGTH}+ characters.`,
      ),
    meetDescription: z
      .string()
      .trim()
      .min(
        EXPERT_LETTER_MIN_MEET_DESCRIPTION_LENGTH,
        `Please provide more context in ${EXPERT_LETTER_MIN_MEET_DESCRIPTION_LENGTH}+ characters`,
      ),
    phoneNumber: z
      .string()
      .trim()
      .refine((text) => text === '' || text.length >= MIN_PHONE_LENGTH, 'Please enter a 10 digit phone number'),
    monthMet: z.string().min(1, 'Required'),
    yearMet: z.string().min(1, 'Required'),
  }),
);
export type ExpertLetterData = z.infer<typeof ExpertLetterSchema>;

/**
 * A user employment of the history (spec 3 §5): employer and a valid start; the end is optional and after
 * the start unless the job is current (a current job has no end date).
 */
export const EmploymentFormSchema = lazySchema(() =>
  z
    .object({
      companyName: z.string().trim().min(1, 'Please confirm your employer name'),
      position: z.string().trim(),
      startDate: z.string().refine(isIsoDate, 'Please provide a valid start date'),
      endDate: z.string().refine((text) => text === '' || isIsoDate(text), 'Please provide a valid end date'),
      isCurrent: z.boolean(),
      city: z.string().trim(),
      country: z.string().trim(),
    })
    .superRefine((value, context) => {
      if (!value.isCurrent && value.endDate !== '' && isIsoDate(value.startDate) && value.endDate <= value.startDate) {
        context.addIssue({ code: 'custom', path: ['endDate'], message: 'End date must be after start date' });
      }
    }),
);
export type EmploymentForm = z.infer<typeof EmploymentFormSchema>;
