import { describe, expect, it } from 'vitest';
import {
  ONBOARDING_MODULE_TITLES,
  ONBOARDING_MODULE_TYPES,
  onboardingModuleSlug,
  onboardingModuleTypeFromSlug,
  onboardingSidebarGroup,
  petitionModuleTypeForOnboarding,
} from './onboarding.ts';

describe('onboarding modules', () => {
  it('are in the order of spec 3, then the TN evidence, with MEMO_STARTER last', () => {
    expect(ONBOARDING_MODULE_TYPES).toEqual([
      'PERSONAL',
      'IDENTIFICATION',
      'EMPLOYMENT',
      'FILING_TYPE',
      'HIGH_REMUNERATION',
      'CRITICAL_ROLE',
      'MEMBERSHIP',
      'AUTHORSHIP',
      'JUDGING',
      'AWARDS',
      'ORIGINAL_CONTRIBUTION',
      'PRESS',
      'EXPERT_LETTERS',
      'TN_SUPPORT_LETTER_OFFER_OF_EMPLOYMENT',
      'TN_BENEFICIARY_EDUCATION_DOCS',
      'MEMO_STARTER',
    ]);
    expect(ONBOARDING_MODULE_TITLES.PERSONAL).toBe('Personal Information');
    expect(ONBOARDING_MODULE_TITLES.CRITICAL_ROLE).toBe('Critical Role at Distinguished Organization');
    expect(ONBOARDING_MODULE_TITLES.EXPERT_LETTERS).toBe('Expert Letters');
  });

  it('turn into route slugs and back', () => {
    expect(onboardingModuleSlug('CRITICAL_ROLE')).toBe('critical-role');
    expect(onboardingModuleTypeFromSlug('expert-letters')).toBe('EXPERT_LETTERS');
    expect(onboardingModuleTypeFromSlug('nope')).toBeNull();
  });

  it('sit in the sidebar groups', () => {
    expect(onboardingSidebarGroup('PERSONAL')).toBe('Personal Info');
    expect(onboardingSidebarGroup('PRESS')).toBe('Case Evidence');
    expect(onboardingSidebarGroup('EXPERT_LETTERS')).toBe('Case Evidence');
    expect(onboardingSidebarGroup('SOMETHING_NEW')).toBe('Other');
  });

  it('point at the petition module they collect evidence for', () => {
    expect(petitionModuleTypeForOnboarding('ORIGINAL_CONTRIBUTION')).toBe('original-contribution');
    expect(petitionModuleTypeForOnboarding('PERSONAL')).toBeNull();
  });
});
