import type { CompanyMemberRole, UnitType } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.companies: a petitioner. */
export type CompanyRow = {
  id: string;
  dba_name: string;
  legal_name: string | null;
  bio: string | null;
  phone_number: string | null;
  ein: string | null;
  website_url: string | null;
  portal_onboarded: boolean;
  country: string | null;
  state: string | null;
  city: string | null;
  street_number_street_name_business_address: string | null;
  unit_number: string | null;
  unit_type: UnitType | null;
  zip_code: string | null;
  is_business_address_worksite: boolean | null;
  company_type_of_business: string | null;
  current_number_of_employees: number | null;
  company_gross_annual_income: number | null;
  company_net_annual_income: number | null;
  /** The year the company was established (I-129 Part 5). */
  year_established: number | null;
  created_at: string;
  updated_at: string;
};

export function makeCompany(overrides: Partial<CompanyRow> = {}): CompanyRow {
  const id = overrides.id ?? newId();
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<CompanyRow>(
    {
      id,
      dba_name: `Company ${id.slice(0, 8)}`,
      legal_name: null,
      bio: null,
      phone_number: null,
      ein: null,
      website_url: null,
      portal_onboarded: false,
      country: null,
      state: null,
      city: null,
      street_number_street_name_business_address: null,
      unit_number: null,
      unit_type: null,
      zip_code: null,
      is_business_address_worksite: null,
      company_type_of_business: null,
      current_number_of_employees: null,
      company_gross_annual_income: null,
      company_net_annual_income: null,
      year_established: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.company_offices: the headquarters and other worksites. */
export type CompanyOfficeRow = {
  id: string;
  company_id: string;
  label: string;
  street: string | null;
  street2: string | null;
  unit_type: UnitType | null;
  unit_number: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  is_employee_worksite: boolean;
  created_at: string;
};

export function makeCompanyOffice(overrides: Partial<CompanyOfficeRow> & Pick<CompanyOfficeRow, 'company_id'>): CompanyOfficeRow {
  return withDefaults<CompanyOfficeRow>(
    {
      id: newId(),
      company_id: overrides.company_id,
      label: 'Headquarters',
      street: null,
      street2: null,
      unit_type: null,
      unit_number: null,
      city: null,
      state: null,
      country: null,
      postal_code: null,
      is_employee_worksite: true,
      created_at: nowIso(),
    },
    overrides,
  );
}

/** app_public.company_members: a company contact's place on the team. */
export type CompanyMemberRow = {
  company_id: string;
  user_id: string;
  role: CompanyMemberRole;
  is_authorized_signatory: boolean;
  created_at: string;
};

export function makeCompanyMember(
  overrides: Partial<CompanyMemberRow> & Pick<CompanyMemberRow, 'company_id' | 'user_id'>,
): CompanyMemberRow {
  return withDefaults<CompanyMemberRow>(
    {
      company_id: overrides.company_id,
      user_id: overrides.user_id,
      role: 'MEMBER',
      is_authorized_signatory: false,
      created_at: nowIso(),
    },
    overrides,
  );
}
