import type {
  ExhibitStatus,
  ExhibitTypeId,
  FilingType,
  ModuleDraft,
  OnboardingStatus,
  OwnedBy,
  PetitionStatus,
} from '@app/domain';
import type { BeneficiaryFixture, CompanyFixture, Place } from '../demo-fixtures.ts';

/** What the later parts of the story need to know about what earlier parts made. */
export interface Person {
  id: string;
  fullName: string;
  email: string;
}

export interface StaffRecords {
  staffAdmin: Person;
  staff: Person[];
  operationsAssociates: Person[];
  successManagers: Person[];
}

export interface CompanyRecord {
  id: string;
  fixture: CompanyFixture;
  adminId: string;
  memberIds: string[];
  entityId: string;
}

export interface BeneficiaryRecord extends Person {
  fixture: BeneficiaryFixture;
  company: CompanyRecord;
  birthPlace: Place;
  inUs: boolean;
  entityId: string;
  passportFileId?: string;
}

export interface ExhibitRecord {
  id: string;
  type: ExhibitTypeId;
  name: string;
  description: string | null;
  ownedBy: OwnedBy;
  visible: boolean;
  status: ExhibitStatus;
  parentId: string | null;
}

export interface ModuleRecord {
  id: string;
  type: ModuleDraft['type'];
  name: string;
  exhibits: ExhibitRecord[];
}

export interface PetitionPlan {
  id: string;
  beneficiary: BeneficiaryRecord;
  company: CompanyRecord;
  visa: string;
  status: PetitionStatus;
  path: PetitionStatus[];
  latest: boolean;
  createdDaysAgo: number;
  filingType: FilingType;
  onboarding: OnboardingStatus | null;
  oaId: string;
  csmId: string;
  modules: ModuleRecord[];
}
