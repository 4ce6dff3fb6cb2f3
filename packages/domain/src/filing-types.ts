/**
 * How the beneficiary will get the visa. The petition's caseType uses the
 * upper-case values (Postgres enum app_public.case_type); the builder and
 * onboarding store the lower-case filing type in petition.filingType and in
 * metadata.filingType. They are one choice in two spellings (the spec's data
 * model keeps both): the petition page offers the filing type only, and the
 * database keeps case_type in step with filing_type (migration 0090).
 */
export const CASE_TYPES = ['CHANGE_OF_STATUS', 'CONSULAR_PROCESSING'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const FILING_TYPES = ['change_of_status', 'consular_processing'] as const;
export type FilingType = (typeof FILING_TYPES)[number];

export const FILING_TYPE_LABELS: Readonly<Record<FilingType, string>> = {
  change_of_status: 'Change of Status',
  consular_processing: 'Consular Processing',
};

export const CASE_TYPE_LABELS: Readonly<Record<CaseType, string>> = {
  CHANGE_OF_STATUS: 'Change of Status',
  CONSULAR_PROCESSING: 'Consular Processing',
};

/** The two spellings name the same choice; this keeps them in step. */
export function caseTypeForFilingType(filingType: FilingType): CaseType {
  return filingType === 'change_of_status' ? 'CHANGE_OF_STATUS' : 'CONSULAR_PROCESSING';
}
