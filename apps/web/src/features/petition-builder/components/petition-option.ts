import { formatVisaClass, shortReference } from '@app/domain';

export interface PetitionOption {
  id: string;
  visaClass: string;
  beneficiaryName?: string | null;
  petitionerName?: string | null;
}

/** 'Full Name (#0B9E3C1A)': the spec's name with id, the id as a short reference, never a UUID (issue 26). */
export function petitionOptionLabel(petition: PetitionOption): string {
  return `${petition.beneficiaryName ?? '(Not found)'} (${shortReference(petition.id)})`;
}

/** The three texts a row shows, and the filter matches: name with reference, visa class, company name. */
export function petitionOptionTexts(petition: PetitionOption): [string, string, string] {
  return [petitionOptionLabel(petition), formatVisaClass(petition.visaClass), petition.petitionerName ?? ''];
}

/** Case-insensitive: every word of the query appears in one of the row's texts. */
export function matchesPetitionFilter(petition: PetitionOption, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = petitionOptionTexts(petition).join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
