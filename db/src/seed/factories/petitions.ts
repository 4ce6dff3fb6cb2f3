import type { Archetype, CaseType, FilingType, PetitionMetadata, PetitionStatus } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/**
 * app_public.petitions. Insert it as PENDING_DOCS: the status trigger records
 * the first history entry, and later statuses should be reached by updates.
 */
export type PetitionRow = {
  id: string;
  beneficiary_id: string;
  company_id: string | null;
  visa_class: string;
  status: PetitionStatus;
  latest_petition: boolean;
  archetype: Archetype | null;
  filing_type: FilingType | null;
  case_type: CaseType | null;
  metadata: PetitionMetadata;
  target_submission_date: string | null;
  petition_shipped_date: string | null;
  uscis_address: string | null;
  tracking_number: string | null;
  uscis_receipt_number: string | null;
  uscis_status: string | null;
  project_management_status: string | null;
  oa_user_id: string | null;
  csm_user_id: string | null;
  /** The validity USCIS approved (migration 0146): both or neither. */
  approved_valid_from?: string | null;
  approved_valid_to?: string | null;
  created_at: string;
  updated_at: string;
};

export function makePetition(overrides: Partial<PetitionRow> & Pick<PetitionRow, 'beneficiary_id'>): PetitionRow {
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<PetitionRow>(
    {
      id: newId(),
      beneficiary_id: overrides.beneficiary_id,
      company_id: null,
      visa_class: 'o_1a',
      status: 'PENDING_DOCS',
      latest_petition: true,
      archetype: null,
      filing_type: null,
      case_type: null,
      metadata: { fieldOfEndeavor: 'Robotics' },
      target_submission_date: null,
      petition_shipped_date: null,
      uscis_address: null,
      tracking_number: null,
      uscis_receipt_number: null,
      uscis_status: null,
      project_management_status: null,
      oa_user_id: null,
      csm_user_id: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.i94_entries: an entry into the U.S. on a petition being filed as a change of status. */
export type I94EntryRow = {
  id: string;
  petition_id: string;
  visa_class: string;
  date_of_entry: string;
  /** The I-94 record number (11 characters, migration 0078); null where it was not given. */
  i94_number: string | null;
  created_at: string;
};

export function makeI94Entry(overrides: Partial<I94EntryRow> & Pick<I94EntryRow, 'petition_id'>): I94EntryRow {
  return withDefaults<I94EntryRow>(
    {
      id: newId(),
      petition_id: overrides.petition_id,
      visa_class: 'B-1',
      date_of_entry: '2024-01-02',
      i94_number: null,
      created_at: nowIso(),
    },
    overrides,
  );
}
