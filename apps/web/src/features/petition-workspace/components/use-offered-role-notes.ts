import { useQuery } from '@apollo/client/react';
import { offeredEmployment, offeredRole, offeredRoleInput } from '@app/domain';
import { PetitionRequestedPeriodQuery } from '../api/requested-period-api.ts';
import { formsRoleNotes, type BuilderRoleWords } from '../model/offered-role-text.ts';

/**
 * What the forms print instead of the builder's "Proposed US role" and "Proposed US salary" (the employer's role
 * offer, chosen by the domain's offeredRole as the forms' loader chooses), read from the query the requested period
 * uses (one request for both; PetitionRequestedPeriodField refetches it when the role offer changes, migration 0107).
 * `builder` is the builder's words, from the metadata BuilderCaseFields has parsed.
 */
export function useOfferedRoleNotes(petitionId: string, builder: BuilderRoleWords) {
  const petition = useQuery(PetitionRequestedPeriodQuery, { variables: { id: petitionId } }).data?.petitionById;
  if (!petition) return {};
  const offer = offeredEmployment(
    (petition.userByBeneficiaryId?.userEmploymentsByUserId.nodes ?? []).filter((row) => row !== null),
    petition.companyId ?? null,
  );
  return formsRoleNotes(offeredRole(offeredRoleInput(offer, builder)), builder);
}
