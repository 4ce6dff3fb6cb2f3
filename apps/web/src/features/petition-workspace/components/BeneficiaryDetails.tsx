import { isSelfPetition } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PetitionBeneficiaryDetailsQuery } from '../api/beneficiary-details-query.ts';
import { ArrivalHistory } from './ArrivalHistory.tsx';
import { BeneficiaryAddresses } from './BeneficiaryAddresses.tsx';
import { BeneficiaryLocaleField } from './BeneficiaryLocaleField.tsx';
import { BeneficiaryPersonDataFields } from './BeneficiaryPersonDataFields.tsx';
import { BeneficiarySexField } from './BeneficiarySexField.tsx';
import { PassportConfirmationDetails } from './PassportConfirmationDetails.tsx';

export const BENEFICIARY_DETAILS_TITLE = 'Beneficiary details';
const NOT_GIVEN = 'Not given yet';

const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ');

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{term}</dt>
      <dd className="text-sm">{children || NOT_GIVEN}</dd>
    </div>
  );
}

/**
 * The beneficiary's person data for staff on the petition page (issue 25): place of birth, the passport's
 * issue, the address history and the petition's worksite. Staff enter and correct the birth and passport fields
 * the forms need, their countries included (BeneficiaryPersonDataFields), the passport's sex, her portal language (BeneficiaryLocaleField) and the arrival history
 * (migration 0081), and the address history (BeneficiaryAddresses: the rows the beneficiary's onboarding edits).
 */
export function BeneficiaryDetails({ petitionId }: { petitionId: string }) {
  const { data, refetch } = useQuery(PetitionBeneficiaryDetailsQuery, {
    variables: { petitionId },
    fetchPolicy: 'cache-and-network',
  });
  const petition = data?.petitionById;
  const person = petition?.userByBeneficiaryId;
  if (!petition || !person) return null;
  const datum = person.userDatumByUserId;
  const worksite = petition.companyOfficeByWorksiteOfficeId;
  return (
    <section aria-labelledby="beneficiary-details-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="beneficiary-details-heading" className="text-lg font-semibold">
        {BENEFICIARY_DETAILS_TITLE}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <BeneficiarySexField userId={person.id} datumId={datum?.id} saved={datum?.sex} />
        <BeneficiaryLocaleField userId={person.id} saved={person.locale} />
        <Item term="Worksite">
          {worksite ? joined(worksite.label, worksite.street, worksite.city, worksite.state, worksite.postalCode) : ''}
        </Item>
      </dl>
      <BeneficiaryPersonDataFields
        userId={person.id}
        datum={datum}
        selfPetition={isSelfPetition({ visaClass: petition.visaClass, hasPetitionerCompany: petition.companyId !== null })}
        onCreated={refetch}
      />
      <PassportConfirmationDetails petitionId={petitionId} />
      <ArrivalHistory petitionId={petitionId} />
      <BeneficiaryAddresses userId={person.id} addresses={person.userAddressesByUserId.nodes} onChanged={refetch} />
    </section>
  );
}
