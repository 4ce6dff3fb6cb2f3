import { useQuery } from '@apollo/client/react';
import { FILING_TYPES, isOneOf, petitionMetadataOf, tnCitizenshipOfCountry } from '@app/domain';
import { graphql } from '@/lib/gql/index.ts';
import type { PetitionLetterData, PetitionPerson } from '../petition-inputs.ts';

/** What /admin/new_lettergen fills a letter from: the petition, its people and its exhibits. */
export const LettersPetitionDataQuery = graphql(`
  query LettersPetitionData($id: UUID!) {
    petitionById(id: $id) {
      id
      visaClass
      visaClassLabel
      archetype
      metadata
      filingType
      userByBeneficiaryId {
        id
        fullName
        bio
        archetype
        userDatumByUserId {
          id
          countryOfIssue
        }
        userEmploymentsByUserId(condition: { isCurrent: true }) {
          nodes {
            id
            position
          }
        }
      }
      companyByCompanyId {
        id
        dbaName
        bio
        companyMembersByCompanyId {
          nodes {
            userId
            isAuthorizedSignatory
            userByUserId {
              id
              fullName
              bio
              archetype
              userEmploymentsByUserId(condition: { isCurrent: true }) {
                nodes {
                  id
                  position
                  companyId
                }
              }
            }
          }
        }
      }
      exhibitsByPetitionId(orderBy: [ORDER_INDEX_ASC]) {
        nodes {
          id
          name
          description
        }
      }
    }
  }
`);

interface UserNode {
  id: string;
  fullName: string;
  bio?: string | null;
  archetype?: string | null;
  userEmploymentsByUserId: { nodes: readonly ({ position?: string | null; companyId?: string | null } | null)[] };
}

/** The person with the position of their current employment (at `companyId` when given). */
function person(user: UserNode, companyId?: string): PetitionPerson {
  const jobs = user.userEmploymentsByUserId.nodes.filter((job) => job?.position);
  const job = jobs.find((candidate) => companyId && candidate?.companyId === companyId) ?? jobs[0];
  return {
    id: user.id,
    fullName: user.fullName,
    bio: user.bio ?? null,
    archetype: user.archetype ?? null,
    position: job?.position ?? null,
  };
}

/** The chosen petition's letter data (null while none is chosen or it is not readable). */
export function usePetitionLetterData(petitionId: string) {
  const { data, loading, error } = useQuery(LettersPetitionDataQuery, {
    variables: { id: petitionId },
    skip: !petitionId,
  });
  const petition = petitionId ? data?.petitionById : null;
  if (!petition?.userByBeneficiaryId) return { petition: null, loading, error: Boolean(error) };
  const metadata = petitionMetadataOf(petition.metadata);
  const beneficiary = person(petition.userByBeneficiaryId);
  const company = petition.companyByCompanyId;
  const members = (company?.companyMembersByCompanyId.nodes ?? []).flatMap((member) =>
    member?.userByUserId && member.userId !== beneficiary.id ? [{ member, user: member.userByUserId }] : [],
  );
  // Authorized signatories first: they are the usual signers of the petitioner's letters.
  members.sort((a, b) => Number(b.member.isAuthorizedSignatory) - Number(a.member.isAuthorizedSignatory));
  const letterData: PetitionLetterData = {
    visaCategory: petition.visaClassLabel ?? petition.visaClass.toUpperCase(),
    fieldOfEndeavor: metadata.fieldOfEndeavor || null,
    archetype: petition.archetype ?? null,
    proposedRole: metadata.proposedUSRole || null,
    // The column the petition page edits, else the builder's answer (they are one choice, migration 0090).
    filingType: isOneOf(FILING_TYPES, petition.filingType) ? petition.filingType : (metadata.filingType ?? null),
    // The app keeps no separate citizenship: the passport's issuing country is the beneficiary's nationality.
    citizenship: tnCitizenshipOfCountry(petition.userByBeneficiaryId.userDatumByUserId?.countryOfIssue),
    beneficiary,
    company: company ? { id: company.id, name: company.dbaName, bio: company.bio ?? null } : null,
    signatories: members.map(({ user }) => person(user, company?.id)),
    exhibits: petition.exhibitsByPetitionId.nodes.flatMap((exhibit) =>
      exhibit ? [{ id: exhibit.id, name: exhibit.name, description: exhibit.description ?? null }] : [],
    ),
  };
  return { petition: letterData, loading, error: Boolean(error) };
}
