import { countryName, localeForStaff } from '@app/domain';
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { PetitionBeneficiaryDetailsQuery } from '../api/beneficiary-details-query.ts';
import { ArrivalHistory } from './ArrivalHistory.tsx';
import { BeneficiaryPersonDataFields } from './BeneficiaryPersonDataFields.tsx';
import { BeneficiarySexField } from './BeneficiarySexField.tsx';
import { PassportConfirmationDetails } from './PassportConfirmationDetails.tsx';

export const BENEFICIARY_DETAILS_TITLE = 'Beneficiary details';
const NOT_GIVEN = 'Not given yet';

/** A YYYY-MM-DD date as the app shows dates (MM/dd/yyyy); '' for none. */
export function displayDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}

/** A country code as its name ('IN' → 'India'); an unknown code is shown as it is. */
const country = (code: string | null | undefined) => (code ? (countryName(code) ?? code) : '');
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
 * the forms need, their countries included (BeneficiaryPersonDataFields), the passport's sex and the arrival history
 * (migration 0081); the address history is the beneficiary's, read here.
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
  const addresses = person.userAddressesByUserId.nodes;
  const worksite = petition.companyOfficeByWorksiteOfficeId;
  return (
    <section aria-labelledby="beneficiary-details-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="beneficiary-details-heading" className="text-lg font-semibold">
        {BENEFICIARY_DETAILS_TITLE}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <BeneficiarySexField userId={person.id} datumId={datum?.id} saved={datum?.sex} />
        <Item term="Portal language">{localeForStaff(person.locale)}</Item>
        <Item term="Worksite">
          {worksite ? joined(worksite.label, worksite.street, worksite.city, worksite.state, worksite.postalCode) : ''}
        </Item>
      </dl>
      <BeneficiaryPersonDataFields userId={person.id} datum={datum} onCreated={refetch} />
      <PassportConfirmationDetails petitionId={petitionId} />
      <ArrivalHistory petitionId={petitionId} />
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">Address history</h3>
        {addresses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NOT_GIVEN}</p>
        ) : (
          <ul aria-label="Address history" className="space-y-1 text-sm">
            {addresses.map((address) => (
              <li key={address.id}>
                {joined(
                  address.street,
                  address.street2,
                  address.city,
                  address.province,
                  address.postalCode,
                  country(address.country),
                )}{' '}
                <span className="text-muted-foreground">
                  ({displayDate(address.fromDate)} – {address.isCurrent ? 'current address' : displayDate(address.toDate)})
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
