import type { AddressHistoryEntryInput } from '@app/domain';
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

import type { PersonAddressFieldsFragment } from '@/lib/gql/graphql.ts';

export type { PersonAddressFieldsFragment as PersonAddress };

/** A stored address as the address-history form's entry (without its id): the beneficiary's section and staff's editor. */
export const addressHistoryEntryOf = (address: PersonAddressFieldsFragment): AddressHistoryEntryInput => ({
  street: address.street,
  street2: address.street2 ?? null,
  city: address.city,
  province: address.province ?? null,
  postalCode: address.postalCode ?? null,
  country: address.country,
  fromDate: address.fromDate,
  toDate: address.toDate ?? null,
  isCurrent: address.isCurrent,
});
