import { graphql } from '@/lib/gql/index.ts';

/**
 * An address of a person's history (issue 25), as the beneficiary edits it in onboarding and staff read it
 * on the petition page: written once so both read the same fields. Fragment masking is off
 * (scripts/codegen.ts): the fields reach each reader as plain fields of its query.
 */
export const PersonAddressFields = graphql(`
  fragment PersonAddressFields on UserAddress {
    id
    street
    street2
    city
    province
    postalCode
    country
    fromDate
    toDate
    isCurrent
  }
`);

export type { PersonAddressFieldsFragment as PersonAddress } from '@/lib/gql/graphql.ts';
