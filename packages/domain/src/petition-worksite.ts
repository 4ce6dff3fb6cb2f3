import { DEFAULT_COUNTRY_CODE } from './constants.ts';
import type { Worksite } from './employer-onboarding-schemas.ts';
import { isOneOf } from './enum-helpers.ts';
import { UNIT_TYPE_LABELS, UNIT_TYPES, type UnitType } from './unit-types.ts';

/**
 * A petition's worksite: one of the petitioner's worksites (app_public.company_offices with is_employee_worksite),
 * chosen per petition (petitions.worksite_office_id) by staff on the petition page or by the employer in the wizard's
 * Worksite step. Written once here: the USCIS forms (apps/api/src/forms/load-form-case-data.ts) and the petition page
 * (which says what the forms will use) pick the same address.
 */

/** The parts of a worksite (a company office) its one-line address is made of. */
export interface WorksiteAddressParts {
  street?: string | null;
  unitType?: string | null;
  unitNumber?: string | null;
  city?: string | null;
  state?: string | null;
  postalCode?: string | null;
}

/**
 * A worksite's address on one line, as it is written on an envelope: '2 Oak Street, Floor 3, Austin, TX, 78702'.
 * The unit is part of it: a list showed two offices in one building (Suite 400 and Suite 410) as the same
 * address. The unit type reads as its word (the stored value is the enum's abbreviation); a unit number without
 * a type is shown as typed.
 */
export function worksiteAddressLine(site: WorksiteAddressParts): string {
  const number = site.unitNumber?.trim();
  const unit = number ? (isOneOf(UNIT_TYPES, site.unitType) ? `${UNIT_TYPE_LABELS[site.unitType]} ${number}` : number) : null;
  return [site.street, unit, site.city, site.state, site.postalCode].filter(Boolean).join(', ');
}

/** Where the forms' worksite address comes from, in the order the forms look. */
export type PetitionWorksiteSource =
  /** The office chosen for this petition (staff on the petition page, or the employer in the wizard). */
  | 'chosen'
  /** None chosen: the company's first worksite from onboarding (the oldest employee worksite). */
  | 'first-worksite'
  /** None chosen and no worksite on file: the business address, when the employer said the beneficiary works there. */
  | 'business-address';

export type PetitionWorksite<Office> =
  { source: 'chosen' | 'first-worksite'; office: Office } | { source: 'business-address'; office: null };

/**
 * The worksite the forms use: the chosen office, else the company's first employee worksite (offices in the order
 * they were added), else the business address when the employer marked it as the worksite; null when none applies
 * (the I-129 then lists the worksite address as missing).
 */
export function petitionWorksite<Office>(input: {
  chosen: Office | null | undefined;
  firstWorksite: Office | null | undefined;
  businessAddressIsWorksite: boolean | null | undefined;
}): PetitionWorksite<Office> | null {
  if (input.chosen) return { source: 'chosen', office: input.chosen };
  if (input.firstWorksite) return { source: 'first-worksite', office: input.firstWorksite };
  return input.businessAddressIsWorksite ? { source: 'business-address', office: null } : null;
}

/** A company office's columns as the GraphQL API names them (CompanyOfficeInput / CompanyOfficePatch). */
export interface WorksiteOfficeColumns {
  label: string;
  street: string;
  unitType: UnitType | null;
  unitNumber: string | null;
  city: string;
  state: string;
  country: string;
  postalCode: string;
}

/** A worksite as WorksiteSchema reads it (the wizard's and the Entities page's form), as office columns. */
export function worksiteOfficeColumns({ label, address }: Worksite): WorksiteOfficeColumns {
  return {
    label,
    street: address.street,
    // A unit type without a number is refused by the schema; a number alone keeps no type.
    unitType: address.unitType,
    unitNumber: address.unitNumber || null,
    city: address.city,
    state: address.state,
    country: address.country,
    postalCode: address.zip,
  };
}

/** An office as the worksite form's values (the inverse of worksiteOfficeColumns; blanks for what is not on file). */
export function worksiteFormValues(office: {
  label: string;
  street?: string | null;
  unitType?: string | null;
  unitNumber?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  postalCode?: string | null;
}) {
  return {
    label: office.label,
    address: {
      street: office.street ?? '',
      unitType: isOneOf(UNIT_TYPES, office.unitType) ? office.unitType : null,
      unitNumber: office.unitNumber ?? null,
      city: office.city ?? '',
      state: office.state ?? '',
      zip: office.postalCode ?? '',
      country: office.country || DEFAULT_COUNTRY_CODE,
    },
  };
}
