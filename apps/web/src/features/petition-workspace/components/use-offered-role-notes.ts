import { useQuery } from '@apollo/client/react';
import { offeredEmployment, offeredRole, PetitionMetadataSchema } from '@app/domain';
import { PetitionRequestedPeriodQuery } from '../api/requested-period-api.ts';
import { formsRoleNotes, type BuilderRoleWords } from '../model/offered-role-text.ts';

/** The builder's role and salary from the petition's metadata JSON (unreadable: none). */
function builderWords(metadata: string | null | undefined): BuilderRoleWords {
  try {
    const parsed = PetitionMetadataSchema.safeParse(metadata ? JSON.parse(metadata) : {});
    return parsed.success
      ? { proposedUSRole: parsed.data.proposedUSRole ?? null, proposedUSSalary: parsed.data.proposedUSSalary ?? null }
      : {};
  } catch {
    return {};
  }
}

/**
 * What the forms print instead of the builder's "Proposed US role" and "Proposed US salary" (the employer's role
 * offer, chosen by the domain's offeredRole as the forms' loader chooses), read from the query the requested period
 * uses (one request for both).
 */
export function useOfferedRoleNotes(petitionId: string, metadata: string | null | undefined) {
  const petition = useQuery(PetitionRequestedPeriodQuery, { variables: { id: petitionId } }).data?.petitionById;
  if (!petition) return {};
  const offer = offeredEmployment(
    (petition.userByBeneficiaryId?.userEmploymentsByUserId.nodes ?? []).filter((row) => row !== null),
    petition.companyId ?? null,
  );
  const builder = builderWords(metadata);
  return formsRoleNotes(
    offeredRole({
      offer: offer
        ? {
            position: offer.position ?? null,
            salary: offer.salary === null || offer.salary === undefined ? null : String(offer.salary as string | number),
            salaryFrequency: offer.salaryFrequency ?? null,
          }
        : null,
      builder,
    }),
    builder,
  );
}
