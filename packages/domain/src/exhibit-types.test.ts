import { describe, expect, it } from 'vitest';
import { EXHIBIT_OWNER_OVERRIDES, EXHIBIT_TYPES, exhibitTypesForModule, getExhibitType } from './exhibit-types.ts';
import { O1A_CRITERIA_MODULE_TYPES, PETITION_MODULE_TYPES } from './module-types.ts';
import {
  exhibitTypeIdForOnboarding,
  ONBOARDING_EXHIBIT_TYPES,
  ONBOARDING_FORM_EXHIBIT_TYPES,
  onboardingExhibitTypeFor,
  USER_DOCUMENT_TYPES,
} from './onboarding-exhibit-types.ts';

describe('EXHIBIT_TYPES catalogue', () => {
  it('has about seventy types with unique kebab-case ids', () => {
    const ids = EXHIBIT_TYPES.map((type) => type.id);
    expect(ids.length).toBeGreaterThanOrEqual(70);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('names, describes and places every type in a known module', () => {
    for (const type of EXHIBIT_TYPES) {
      expect(type.name.trim()).not.toBe('');
      expect(type.description.trim()).not.toBe('');
      expect(PETITION_MODULE_TYPES).toContain(type.moduleType);
    }
  });

  it('includes the examples the spec names', () => {
    for (const id of [
      'offer-letter',
      'ev-letter',
      'org-chart',
      'pitch-deck',
      'expert-letter',
      'tax-return',
      'pay-stubs',
      'patent',
      'journal-article',
      'press-article',
      'transcript',
      'cap-table',
      'beneficiary-cv',
      'support-letter',
      'tn-occupation-list',
      'occupational-outlook-handbook',
      'proof-of-enrollment',
      'cv',
    ]) {
      expect(getExhibitType(id), id).toBeDefined();
    }
  });

  it('has a type named after each O-1A criterion module', () => {
    for (const moduleType of O1A_CRITERIA_MODULE_TYPES) {
      expect(getExhibitType(moduleType)?.moduleType).toBe(moduleType);
    }
  });

  it('applies the owner overrides of spec 1 §3', () => {
    expect(getExhibitType('expert-letter').defaultOwnedBy).toBe('BENEFICIARY');
    expect(getExhibitType('offer-letter').defaultOwnedBy).toBe('BENEFICIARY');
    expect(getExhibitType('beneficiary-cv').defaultOwnedBy).toBe('BENEFICIARY');
    expect(getExhibitType('ev-letter').defaultOwnedBy).toBe('PLYMOUTH');
    for (const [id, owner] of Object.entries(EXHIBIT_OWNER_OVERRIDES)) {
      expect(getExhibitType(id)?.defaultOwnedBy).toBe(owner);
    }
    const employerDocuments = exhibitTypesForModule('employer-documents');
    expect(employerDocuments.length).toBeGreaterThan(0);
    for (const type of employerDocuments) expect(type.defaultOwnedBy).toBe('PETITIONER');
  });

  it("hides the provider's exhibits from customers by default and shows the rest", () => {
    for (const type of EXHIBIT_TYPES) {
      expect(type.defaultVisible, type.id).toBe(type.defaultOwnedBy !== 'PLYMOUTH');
    }
  });

  it('asks for the inputs autogeneration needs', () => {
    expect(getExhibitType('press-article').inputs.map((input) => input.key)).toEqual(['url']);
    const patentInputs = getExhibitType('patent').inputs;
    expect(patentInputs.map((input) => input.key)).toEqual(['key', 'value']);
    expect(patentInputs[0]?.options).toEqual(['google_patent_url', 'patent_id']);
    expect(getExhibitType('distinguished-reputation').inputs.map((input) => input.key)).toEqual(['company_id']);
  });
});

describe('onboarding exhibit types', () => {
  it('maps every document screen of spec 3 to a catalogue type and back', () => {
    const formScreens: readonly string[] = ONBOARDING_FORM_EXHIBIT_TYPES;
    for (const screen of ONBOARDING_EXHIBIT_TYPES) {
      const id = exhibitTypeIdForOnboarding(screen);
      if (formScreens.includes(screen)) {
        expect(id, screen).toBeNull();
      } else {
        expect(id, screen).not.toBeNull();
        if (id) expect(onboardingExhibitTypeFor(id)).toBe(screen);
      }
    }
  });

  it('offers only catalogue types as user documents', () => {
    for (const id of USER_DOCUMENT_TYPES) expect(getExhibitType(id), id).toBeDefined();
  });
});
