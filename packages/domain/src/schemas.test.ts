import { describe, expect, it } from 'vitest';
import {
  AdditionalEntityDataSchema,
  ENTITY_DATA_TEXTS,
  ENTITY_NAME_TEXTS,
  NewEntitySchema,
  toEntityName,
} from './additional-entity.ts';
import { FIELD_CONSTRAINT_MESSAGES } from './field-rules.ts';
import { buildArchetypeTemplate } from './archetype-templates.ts';
import { ModuleDraftSchema } from './builder-drafts.ts';
import { CASE_STRATEGY_WITHOUT_MODULES, CaseStrategyPayloadSchema } from './case-strategy.ts';
import { OtherCompensationSchema } from './employment.ts';
import { PetitionMetadataSchema } from './petition-metadata.ts';
import { OtherNameSchema, UserAddressSchema } from './user-data.ts';
import { createModuleDraft } from './module-drafts.ts';

describe('PetitionMetadataSchema', () => {
  it('accepts every spec key with Yes/No answers and keeps unknown keys', () => {
    const metadata = {
      filingType: 'consular_processing',
      fieldOfEndeavor: 'Robotics',
      proposedUSSalary: '185000',
      proposedUSRole: 'CTO',
      worksiteLocation: 'Austin, TX',
      hasFiledImmigrantPetition: 'No',
      hasFiledNonImmigrantPetition: 'Yes',
      basisForClassification: 'New Employer',
      hasDependents: 'Yes',
      dependentsInUS: 'No',
      dependentsVisaStatus: 'H-4',
      hasVisaDenial: 'No',
      hasJ1J2History: 'No',
      somethingElse: 42,
    };
    expect(PetitionMetadataSchema.parse(metadata)).toEqual(metadata);
    expect(PetitionMetadataSchema.parse({})).toEqual({});
  });

  it('rejects answers other than Yes or No', () => {
    const result = PetitionMetadataSchema.safeParse({ hasVisaDenial: 'yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select Yes or No');
  });
});

describe('CaseStrategyPayloadSchema', () => {
  it('accepts a strategy built from a template', () => {
    const strategy = {
      modules: buildArchetypeTemplate('critical-employee'),
      beneficiaryId: 'user-1',
      visaClass: 'o_1a',
      note: 'Strong critical role',
      confidence: 0.8,
      moduleNotes: { 'critical-role': 'Ask for the org chart' },
      exhibitExtractedData: [{ type: 'offer-letter', extractedValue: '185000', confidence: 0.9 }],
    };
    expect(CaseStrategyPayloadSchema.safeParse(strategy).success).toBe(true);
  });

  it('rejects a strategy without modules', () => {
    const result = CaseStrategyPayloadSchema.safeParse({ modules: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CASE_STRATEGY_WITHOUT_MODULES);
  });
});

describe('ModuleDraftSchema', () => {
  it('allows autogen only on authorship, memo-starter and conclusion modules', () => {
    const press = createModuleDraft({ type: 'press', exhibits: ['press-article'] });
    expect(ModuleDraftSchema.safeParse(press).success).toBe(true);
    expect(ModuleDraftSchema.safeParse({ ...press, autogen: true }).success).toBe(false);
    const authorship = createModuleDraft({ type: 'authorship', exhibits: [] }, { autogen: true });
    expect(ModuleDraftSchema.safeParse(authorship).success).toBe(true);
  });
});

describe('user datum items', () => {
  it('an address needs everything but street2', () => {
    const address = { street: '1 Main St', city: 'Toronto', province: 'ON', country: 'CA', postalCode: 'M5V 2T6' };
    expect(UserAddressSchema.safeParse(address).success).toBe(true);
    expect(UserAddressSchema.safeParse({ ...address, city: ' ' }).error?.issues[0]?.message).toBe('Required');
  });

  it('another name needs a first and a last name', () => {
    expect(OtherNameSchema.safeParse({ firstName: 'Mei', lastName: 'Chen' }).success).toBe(true);
    const messages = OtherNameSchema.safeParse({ firstName: '', middleName: 'L', lastName: '' }).error?.issues.map(
      (issue) => issue.message,
    );
    expect(messages).toEqual(['Please provide a first name', 'Please provide a last name']);
  });
});

describe('other compensation', () => {
  it('defaults missing answers to none', () => {
    expect(OtherCompensationSchema.parse({})).toEqual({ equityAndStandardBenefits: false, otherGuaranteedPay: false, other: '' });
    expect(OtherCompensationSchema.parse({ equityAndStandardBenefits: true, other: 'Signing bonus' })).toEqual({
      equityAndStandardBenefits: true,
      otherGuaranteedPay: false,
      other: 'Signing bonus',
    });
  });
});

describe('additional entities', () => {
  it('keep description and selection criteria', () => {
    const data = { description: 'Top robotics prize', selection_criteria: '1 in 500 entrants', url: 'https://x.org' };
    expect(AdditionalEntityDataSchema.parse(data)).toEqual(data);
  });

  it('take a description and selection criteria only as text, each refusal in a sentence (migration 0074)', () => {
    const refusal = (data: unknown) => AdditionalEntityDataSchema.safeParse(data).error?.issues[0]?.message;
    expect(refusal({ description: 42 })).toBe(ENTITY_DATA_TEXTS.descriptionNotText);
    expect(refusal({ description: null })).toBe(ENTITY_DATA_TEXTS.descriptionNotText);
    expect(refusal({ description: ['Top prize'] })).toBe(ENTITY_DATA_TEXTS.descriptionNotText);
    expect(refusal({ selection_criteria: { rate: '1 in 500' } })).toBe(ENTITY_DATA_TEXTS.selectionCriteriaNotText);
    expect(refusal({ url: 'https://x.org', amount: 5000 })).toBeUndefined();
    expect(FIELD_CONSTRAINT_MESSAGES.additional_entities_data_description_text).toBe(ENTITY_DATA_TEXTS.descriptionNotText);
    expect(FIELD_CONSTRAINT_MESSAGES.additional_entities_data_selection_criteria_text).toBe(
      ENTITY_DATA_TEXTS.selectionCriteriaNotText,
    );
  });

  it('need a non-blank name', () => {
    expect(NewEntitySchema.safeParse({ name: '  ', type: 'AWARD' }).success).toBe(false);
    expect(NewEntitySchema.parse({ name: ' IEEE ', type: 'MEMBERSHIP' })).toEqual({ name: 'IEEE', type: 'MEMBERSHIP' });
  });

  it('take a one-line name of at most 200 characters, counted as characters (migration 0071)', () => {
    const refusal = (name: string) => NewEntitySchema.safeParse({ name, type: 'AWARD' }).error?.issues[0]?.message;
    expect(refusal('🏆'.repeat(200))).toBeUndefined();
    expect(refusal(` ${'é'.repeat(200)} `)).toBeUndefined();
    expect(refusal('é'.repeat(201))).toBe(ENTITY_NAME_TEXTS.tooLong);
    expect(refusal('IEEE\nFellow')).toBe(ENTITY_NAME_TEXTS.notOneLine);
    expect(refusal('ACM\u0085Member')).toBe(ENTITY_NAME_TEXTS.notOneLine);
    // A person's or company's name becomes an entity's name that fits.
    expect(toEntityName(' Ana\tLucia \n Costa ')).toBe('Ana Lucia Costa');
    expect([...toEntityName('😀'.repeat(300))]).toHaveLength(200);
  });
});
