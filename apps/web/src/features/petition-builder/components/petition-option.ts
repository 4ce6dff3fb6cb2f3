import { formatVisaClass } from '@app/domain';

export interface PetitionOption {
  id: string;
  visaClass: string;
  userByBeneficiaryId?: { fullName: string } | null;
  companyByCompanyId?: { dbaName: string } | null;
}

/** 'Full Name (id)'. */
export function petitionOptionLabel(petition: PetitionOption): string {
  return `${petition.userByBeneficiaryId?.fullName ?? '(Not found)'} (${petition.id})`;
}

/** The three texts a row shows, and the filter matches: name with id, visa class, company name. */
export function petitionOptionTexts(petition: PetitionOption): [string, string, string] {
  return [petitionOptionLabel(petition), formatVisaClass(petition.visaClass), petition.companyByCompanyId?.dbaName ?? ''];
}

/** Case-insensitive: every word of the query appears in one of the row's texts. */
export function matchesPetitionFilter(petition: PetitionOption, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = petitionOptionTexts(petition).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
