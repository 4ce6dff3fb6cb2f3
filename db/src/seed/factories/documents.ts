import type { CompanyDocumentType, ImmigrationDocumentType } from '@app/domain';
import { nowIso, withDefaults } from './build.ts';

/** Document lists: a file placed in a user's, a company's or the provider's list. Keyed by owner and file. */
export type UserDocumentRow = { user_id: string; file_id: string; document_type: string; created_at: string };

export function makeUserDocument(
  overrides: Partial<UserDocumentRow> & Pick<UserDocumentRow, 'user_id' | 'file_id'>,
): UserDocumentRow {
  return withDefaults<UserDocumentRow>(
    { user_id: overrides.user_id, file_id: overrides.file_id, document_type: 'offer-letter', created_at: nowIso() },
    overrides,
  );
}

export type ImmigrationDocumentRow = {
  owner_id: string;
  file_id: string;
  type: ImmigrationDocumentType;
  deleted: boolean;
  order_index: number;
  created_at: string;
};

export function makeImmigrationDocument(
  overrides: Partial<ImmigrationDocumentRow> & Pick<ImmigrationDocumentRow, 'owner_id' | 'file_id'>,
): ImmigrationDocumentRow {
  return withDefaults<ImmigrationDocumentRow>(
    {
      owner_id: overrides.owner_id,
      file_id: overrides.file_id,
      type: 'PASSPORT',
      deleted: false,
      order_index: 0,
      created_at: nowIso(),
    },
    overrides,
  );
}

export type CompanyDocumentRow = {
  company_id: string;
  file_id: string;
  type: CompanyDocumentType;
  visible: boolean;
  created_at: string;
};

export function makeCompanyDocument(
  overrides: Partial<CompanyDocumentRow> & Pick<CompanyDocumentRow, 'company_id' | 'file_id'>,
): CompanyDocumentRow {
  return withDefaults<CompanyDocumentRow>(
    { company_id: overrides.company_id, file_id: overrides.file_id, type: 'BANK_STATEMENT', visible: true, created_at: nowIso() },
    overrides,
  );
}

/** A document the provider prepared for a beneficiary (e.g. a wage analysis), optionally for one petition. */
export type ProviderDocumentRow = {
  owner_id: string;
  file_id: string;
  petition_id: string | null;
  document_type: string;
  created_at: string;
};

export function makeProviderDocument(
  overrides: Partial<ProviderDocumentRow> & Pick<ProviderDocumentRow, 'owner_id' | 'file_id'>,
): ProviderDocumentRow {
  return withDefaults<ProviderDocumentRow>(
    { owner_id: overrides.owner_id, file_id: overrides.file_id, petition_id: null, document_type: 'other', created_at: nowIso() },
    overrides,
  );
}
