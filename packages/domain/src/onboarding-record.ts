import { z } from 'zod';
import {
  ONBOARDING_EXHIBIT_STATUSES,
  ONBOARDING_MODULE_STATUSES,
  ONBOARDING_MODULE_TYPES,
  type OnboardingModuleType,
} from './onboarding.ts';
import type { OnboardingExhibitType } from './onboarding-exhibit-types.ts';
import { lazySchema } from './lazy-schema.ts';

/**
 * The JSON held in app_public.onboardings.modules (spec 3 §3: onboarding record, module, exhibit),
 * written once here. The server builds it (app_public.start_beneficiary_onboarding, migration 0025)
 * and the web app reads and saves it. Unknown keys are kept (passthrough): a screen may store more
 * than this contract names, and a save must never drop it.
 */
const companyRef = lazySchema(() => z.looseObject({ id: z.string(), dbaName: z.string() }));

export const OnboardingExhibitSchema = lazySchema(() =>
  z.looseObject({
    /** Stable id of the checklist item: the petition exhibit's id when there is one. */
    id: z.string().min(1),
    /** The petition exhibit this item collects for (files link to it); null for personal form screens. */
    exhibitId: z.string().nullable(),
    /** An onboarding exhibit type (ONBOARDING_EXHIBIT_TYPES); anything else gets the default screen. */
    type: z.string().min(1),
    name: z.string(),
    description: z.string(),
    required: z.boolean(),
    /** Hidden items are kept but never shown, counted or validated. */
    hidden: z.boolean(),
    status: z.enum(ONBOARDING_EXHIBIT_STATUSES),
    /** The answers of the item's screen (expert letter data, links, …). */
    data: z.record(z.string(), z.unknown()),
    moduleType: z.enum(ONBOARDING_MODULE_TYPES),
    company: companyRef.optional(),
    award: z.looseObject({ awardName: z.string() }).optional(),
  }),
);
export type OnboardingExhibit = z.infer<typeof OnboardingExhibitSchema>;

export const OnboardingModuleSchema = lazySchema(() =>
  z.looseObject({
    /** The petition module's id for evidence modules; a generated one kept across refreshes otherwise. */
    id: z.string().min(1),
    type: z.enum(ONBOARDING_MODULE_TYPES),
    title: z.string(),
    subtitle: z.string(),
    name: z.string(),
    status: z.enum(ONBOARDING_MODULE_STATUSES),
    exhibits: z.array(OnboardingExhibitSchema),
    company: companyRef.optional(),
    employments: z.array(z.unknown()).optional(),
  }),
);
export type OnboardingModule = z.infer<typeof OnboardingModuleSchema>;

export const OnboardingModulesSchema = lazySchema(() => z.array(OnboardingModuleSchema));

/** Reads the modules of a record as the API returns them: a JSON string (spec 3 §7) or parsed JSON. */
export function parseOnboardingModules(value: unknown): OnboardingModule[] {
  const json: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return OnboardingModulesSchema.parse(json);
}

export interface PersonalOnboardingExhibitTemplate {
  type: OnboardingExhibitType;
  name: string;
  required: boolean;
  /** Hidden when the petition is filed by consular processing (the beneficiary is outside the U.S.). */
  usOnly: boolean;
}

export interface PersonalOnboardingModuleTemplate {
  type: OnboardingModuleType;
  subtitle: string;
  exhibits: readonly PersonalOnboardingExhibitTemplate[];
}

/**
 * The personal modules every checklist opens with (spec 3 §3 module order). The migration 0025
 * holds the same list in SQL; apps/api/test/beneficiary-onboarding checks that the two agree.
 */
export const PERSONAL_ONBOARDING_MODULES: readonly PersonalOnboardingModuleTemplate[] = [
  {
    type: 'PERSONAL',
    subtitle: 'Your legal name, other names, addresses and family.',
    exhibits: [
      { type: 'LEGAL_NAME', name: 'Legal name', required: true, usOnly: false },
      { type: 'OTHER_NAMES', name: 'Other names', required: false, usOnly: false },
      { type: 'US_ADDRESS', name: 'U.S. address', required: true, usOnly: true },
      { type: 'FOREIGN_ADDRESS', name: 'Foreign address', required: true, usOnly: false },
      { type: 'DEPENDENTS', name: 'Dependents', required: true, usOnly: false },
    ],
  },
  {
    type: 'IDENTIFICATION',
    subtitle: 'Passport and visa documents.',
    exhibits: [
      { type: 'PASSPORT', name: 'Passport', required: true, usOnly: false },
      { type: 'VISA_STAMP', name: 'Visa stamp', required: false, usOnly: true },
      { type: 'STUDENT_VISA', name: 'Identification Documents', required: false, usOnly: true },
      { type: 'EAD', name: 'EAD card', required: false, usOnly: true },
    ],
  },
  {
    type: 'EMPLOYMENT',
    subtitle: 'Your current and past employers.',
    exhibits: [{ type: 'EMPLOYMENT_HISTORY', name: 'Employment history', required: true, usOnly: false }],
  },
  {
    type: 'FILING_TYPE',
    subtitle: 'How you will receive your visa.',
    exhibits: [
      { type: 'FILING_TYPE', name: 'Filing type', required: true, usOnly: false },
      { type: 'IMMIGRATION_QUESTIONS', name: 'Immigration questions', required: true, usOnly: false },
    ],
  },
];

/** Petition exhibit types the beneficiary may leave out (everything else they are asked for is required). */
export const OPTIONAL_ONBOARDING_EVIDENCE_TYPES = ['press-summary', 'link-to-event'] as const;
