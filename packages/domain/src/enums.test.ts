import { describe, expect, it } from 'vitest';
import { ARCHETYPES, ARCHETYPE_LABELS } from './archetypes.ts';
import {
  COMPANY_DOCUMENT_TYPES,
  COMPANY_DOCUMENT_TYPE_LABELS,
  EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES,
} from './company-documents.ts';
import { COMPANY_MEMBER_ROLES } from './company-members.ts';
import { DOCUMENT_TASK_TYPES } from './document-task-types.ts';
import {
  ENTITY_TYPES,
  ENTITY_TYPE_BUILDER_LABELS,
  ENTITY_TYPE_DIALOG_LABELS,
  ENTITY_TYPE_DISPLAY_ORDER,
} from './entity-types.ts';
import { EXHIBIT_STATUSES, EXHIBIT_STATUS_LABELS } from './exhibit-record-status.ts';
import { CASE_TYPES, caseTypeForFilingType, FILING_TYPES, FILING_TYPE_LABELS } from './filing-types.ts';
import { IMMIGRATION_DOCUMENT_TYPES, IMMIGRATION_DOCUMENT_TYPE_LABELS } from './immigration-documents.ts';
import { AUTOGEN_CAPABLE_MODULE_TYPES, PETITION_MODULE_TYPES, PETITION_MODULE_TYPE_DETAILS } from './module-types.ts';
import { ONBOARDING_STATUSES } from './onboarding.ts';
import { OWNED_BY, ownedByLabel } from './owned-by.ts';
import { COMPILE_STATUSES, FORM_TYPES, FORM_TYPE_LABELS } from './petition-documents.ts';
import {
  ACTIVE_PETITION_STATUSES,
  isActivePetitionStatus,
  PETITION_STATUSES,
  PETITION_STATUS_LABELS,
} from './petition-status.ts';
import { UNIT_TYPES } from './unit-types.ts';
import { UPLOAD_RESULT_CODES } from './upload-result-codes.ts';

// Wire values are shared with the database enums; a change here is a migration.
describe('wire values', () => {
  it('match the spec exactly', () => {
    expect(PETITION_STATUSES).toEqual([
      'PENDING_DOCS',
      'IN_ATTORNEY_REVIEW',
      'SUBMITTED',
      'PRINT_SHIP_REQUESTED',
      'SHIPPED',
      'APPROVED',
      'DENIED',
      'RFEED',
      'ARCHIVED',
    ]);
    expect(ACTIVE_PETITION_STATUSES).toEqual([
      'PENDING_DOCS',
      'IN_ATTORNEY_REVIEW',
      'SUBMITTED',
      'PRINT_SHIP_REQUESTED',
      'SHIPPED',
    ]);
    expect(EXHIBIT_STATUSES).toEqual([
      'PENDING_DOCUMENTS',
      'DOCUMENT_UPLOADED',
      'DOCUMENT_APPROVAL',
      'CREATE_EXHIBIT_DESCRIPTION',
      'REVIEW_EXHIBIT_DESCRIPTION',
      'APPROVED_EXHIBIT_DESCRIPTION',
      'APPROVED_EXHIBIT',
    ]);
    expect(OWNED_BY).toEqual(['BENEFICIARY', 'PETITIONER', 'PLYMOUTH']);
    expect(CASE_TYPES).toEqual(['CHANGE_OF_STATUS', 'CONSULAR_PROCESSING']);
    expect(FILING_TYPES).toEqual(['change_of_status', 'consular_processing']);
    expect(COMPILE_STATUSES).toEqual(['COMPLETED', 'FAILED', 'RUNNING']);
    expect(FORM_TYPES).toEqual(['CREDIT_CARD', 'G28', 'I129', 'I140', 'I907']);
    expect(COMPANY_DOCUMENT_TYPES).toEqual([
      'ARTICLES_OF_INCORPORATION',
      'BANK_STATEMENT',
      'BUSINESS_LICENSE',
      'CERTIFICATE_OF_INCORPORATION',
      'COMPANY_BYLAWS',
      'COMPANY_OVERVIEW',
      'CORPORATE_TAX_RETURN',
      'CUSTOMER_CONTRACTS',
      'FOREIGN_QUALIFICATION',
      'FUNDING_DOCUMENT',
      'NAME_CHANGE',
      'SAFE_DOCUMENTATION',
      'TAX_ID_FEIN_DOCUMENT',
      'TBD',
      'TERM_SHEET',
    ]);
    expect(IMMIGRATION_DOCUMENT_TYPES).toEqual([
      'APPROVAL_NOTICE',
      'DS_2019',
      'EAD_CARD',
      'I_20',
      'I_94',
      'I_94_HISTORY',
      'PASSPORT',
      'STUDENT_VISA',
      'VISA',
      'VISA_STAMP',
    ]);
    expect(UNIT_TYPES).toEqual(['APT', 'FLR', 'STE']);
    expect(COMPANY_MEMBER_ROLES).toEqual(['ADMIN', 'MEMBER', 'VIEWER']);
    expect(ENTITY_TYPES).toEqual([
      'AUTHORSHIP_PUBLISHER',
      'AWARD',
      'COMPANY',
      'JUDGING_ENTITY',
      'LOCATION',
      'MEMBERSHIP',
      'PRESS_PUBLISHER',
      'ROLE',
      'USER',
      'VC',
    ]);
    expect(ARCHETYPES).toEqual(['technology-founder', 'software-engineer', 'critical-employee', 'researcher-scientist']);
    expect(ONBOARDING_STATUSES).toEqual(['not_started', 'in_progress', 'followup', 'completed']);
    expect(UPLOAD_RESULT_CODES).toEqual([
      'Ready',
      'Uploading',
      'Success',
      'ErrorGdrive',
      'ErrorApollo',
      'ErrorSelect',
      'ErrorExhibitFetch',
      'ErrorBackend',
    ]);
    expect(AUTOGEN_CAPABLE_MODULE_TYPES).toEqual(['authorship', 'memo-starter', 'conclusion']);
    expect(PETITION_MODULE_TYPES.slice(0, 12)).toEqual([
      'critical-role',
      'original-contribution',
      'press',
      'membership',
      'high-remuneration',
      'awards',
      'judging',
      'authorship',
      'memo-starter',
      'conclusion',
      'employer-documents',
      'immigration-history',
    ]);
  });

  it('document task types are exhibit statuses', () => {
    expect([...DOCUMENT_TASK_TYPES].sort()).toEqual([...EXHIBIT_STATUSES].sort());
  });
});

describe('labels', () => {
  it('exist for every value', () => {
    const cases: [readonly string[], Readonly<Record<string, string>>][] = [
      [PETITION_STATUSES, PETITION_STATUS_LABELS],
      [EXHIBIT_STATUSES, EXHIBIT_STATUS_LABELS],
      [COMPANY_DOCUMENT_TYPES, COMPANY_DOCUMENT_TYPE_LABELS],
      [IMMIGRATION_DOCUMENT_TYPES, IMMIGRATION_DOCUMENT_TYPE_LABELS],
      [ARCHETYPES, ARCHETYPE_LABELS],
    ];
    for (const [values, labels] of cases) {
      expect(Object.keys(labels).sort()).toEqual([...values].sort());
    }
    for (const type of PETITION_MODULE_TYPES) {
      expect(PETITION_MODULE_TYPE_DETAILS[type].name).not.toBe('');
      expect(PETITION_MODULE_TYPE_DETAILS[type].description).not.toBe('');
    }
  });

  it('use the spec wording', () => {
    expect(FORM_TYPE_LABELS).toEqual({ CREDIT_CARD: 'Credit card', G28: 'G-28', I129: 'I-129', I140: 'I-140', I907: 'I-907' });
    expect(FILING_TYPE_LABELS).toEqual({ change_of_status: 'Change of Status', consular_processing: 'Consular Processing' });
    expect(ownedByLabel('BENEFICIARY')).toBe('Beneficiary');
    expect(ownedByLabel('PETITIONER')).toBe('Petitioner');
    expect(ownedByLabel('PLYMOUTH')).toBe('Plymouth');
    expect(ownedByLabel('PLYMOUTH', 'Acme Immigration')).toBe('Acme Immigration');
  });

  it('entity labels follow decisions ENT-050 in the spec order', () => {
    expect(ENTITY_TYPE_DISPLAY_ORDER.map((type) => ENTITY_TYPE_BUILDER_LABELS[type])).toEqual([
      'People (User)',
      'Company',
      'Award',
      'Location',
      'Role',
      'Judging Entity',
      'Authorship Publisher',
      'Press Publisher',
      'VC',
      'Membership',
    ]);
    expect(ENTITY_TYPE_DIALOG_LABELS.USER).toBe('User (People)');
    expect([...ENTITY_TYPE_DISPLAY_ORDER].sort()).toEqual([...ENTITY_TYPES].sort());
  });
});

describe('helpers', () => {
  it('tell active petition statuses apart', () => {
    expect(isActivePetitionStatus('SHIPPED')).toBe(true);
    expect(isActivePetitionStatus('APPROVED')).toBe(false);
    expect(isActivePetitionStatus('nonsense')).toBe(false);
  });

  it('map filing types to case types', () => {
    expect(caseTypeForFilingType('change_of_status')).toBe('CHANGE_OF_STATUS');
    expect(caseTypeForFilingType('consular_processing')).toBe('CONSULAR_PROCESSING');
  });

  it('map employer onboarding document names to stored types', () => {
    expect(EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES.ArticlesOfIncorporation).toBe('ARTICLES_OF_INCORPORATION');
    expect(EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES.TaxIdFeinDocument).toBe('TAX_ID_FEIN_DOCUMENT');
    expect(Object.keys(EMPLOYER_ONBOARDING_COMPANY_DOCUMENT_TYPES)).toHaveLength(10);
  });
});
