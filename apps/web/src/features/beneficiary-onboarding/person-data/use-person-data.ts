import { useQuery } from '@apollo/client/react';
import type { BeneficiaryPersonDataQuery } from '@/lib/gql/graphql.ts';
import { PersonDataQuery } from './person-data-queries.ts';

export type { PersonAddress } from '@/components/domain/people/person-address-fields.ts';

export type PersonDatum = NonNullable<NonNullable<BeneficiaryPersonDataQuery['userById']>['userDatumByUserId']>;

/** The person data of issue 25 (network first: another screen may just have saved part of it). */
export function usePersonData(userId: string) {
  const { data, loading, error, refetch } = useQuery(PersonDataQuery, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
  });
  const person = data?.userById ?? null;
  return {
    /** Null until loaded. */
    datum: person ? (person.userDatumByUserId ?? null) : undefined,
    addresses: person?.userAddressesByUserId.nodes ?? null,
    loading: loading && !data,
    error,
    refetch,
  };
}
