import { formatVisaClass, isPetitionStatus, PETITION_STATUS_LABELS, shortReference } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import { graphql } from '@/lib/gql/index.ts';

/** Petitions a letter can be saved to, found by beneficiary, company, visa class or id. */
export const LettersSearchPetitionsQuery = graphql(`
  query LettersSearchPetitions($search: String) {
    searchPetitions(search: $search, activeOnly: false, first: 20) {
      nodes {
        id
        visaClass
        status
        userByBeneficiaryId {
          id
          fullName
        }
        companyByCompanyId {
          id
          dbaName
        }
      }
    }
  }
`);

export interface LetterPetitionOption {
  id: string;
  label: string;
}

/**
 * 'Mateo García (#54E8CCC4) · Orbital Forge Aerospace · O-1A · Archived': two petitions of the same people are told
 * apart by their short reference (as the builder's picker shows it) and their status, so a letter is not saved to
 * the wrong or an archived case.
 */
export function letterPetitionLabel(petition: {
  id: string;
  visaClass?: string | null;
  status?: string | null;
  userByBeneficiaryId?: { fullName?: string | null } | null;
  companyByCompanyId?: { dbaName?: string | null } | null;
}): string {
  return [
    `${petition.userByBeneficiaryId?.fullName ?? 'No beneficiary'} (${shortReference(petition.id)})`,
    petition.companyByCompanyId?.dbaName,
    petition.visaClass ? formatVisaClass(petition.visaClass) : null,
    petition.status && isPetitionStatus(petition.status) ? PETITION_STATUS_LABELS[petition.status] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function useLetterPetitions(search: string): { options: LetterPetitionOption[]; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(LettersSearchPetitionsQuery, {
    variables: { search: search.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const options = (data?.searchPetitions?.nodes ?? []).flatMap((petition) =>
    petition
      ? [
          {
            id: petition.id,
            label: letterPetitionLabel(petition),
          },
        ]
      : [],
  );
  return { options, loading, error: Boolean(error) };
}
