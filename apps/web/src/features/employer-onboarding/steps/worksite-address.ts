import { isOneOf, UNIT_TYPE_LABELS, UNIT_TYPES } from '@app/domain';

/** The parts of a listed worksite (a company office) its one-line address is made of. */
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
 * The unit is part of it: the list showed two offices in one building (Suite 400 and Suite 410) as the same
 * address. The unit type reads as its word (the stored value is the enum's abbreviation); a unit number without
 * a type is shown as typed.
 */
export function worksiteAddressLine(site: WorksiteAddressParts): string {
  const number = site.unitNumber?.trim();
  const unit = number ? (isOneOf(UNIT_TYPES, site.unitType) ? `${UNIT_TYPE_LABELS[site.unitType]} ${number}` : number) : null;
  return [site.street, unit, site.city, site.state, site.postalCode].filter(Boolean).join(', ');
}
