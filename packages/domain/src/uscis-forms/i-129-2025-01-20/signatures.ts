import { preparerEntries, signatoryEntries } from '../contact-entries.ts';
import type { FieldMapEntry } from '../field-map.ts';
import { S } from './shared.ts';

/**
 * I-129 Part 7 (the petitioner's authorized signatory: name, title, contact) and Part 8 (the person who prepared
 * the petition: the attorney, with firm, address and contact). Their signatures and dates are left to them.
 */
export const SIGNATORY_AND_PREPARER: FieldMapEntry[] = [
  ...signatoryEntries({
    familyName: `${S(5)}Line1a_PetitionerLastName[0]`,
    givenName: `${S(5)}Line1b_PetitionerFirstName[0]`,
    // The tooltip of the second "last name" box says it is the signatory's title.
    title: `${S(5)}Line1a_PetitionerLastName[1]`,
    phone: `${S(6)}Pt7Line3_DaytimePhoneNumber1[0]`,
    email: `${S(6)}Pt7Line3_EmailAddress[0]`,
  }),
  ...preparerEntries({
    familyName: `${S(6)}Line_PreparerFamilyName[0]`,
    givenName: `${S(6)}Line_PreparerGivenName[0]`,
    firmName: `${S(6)}Line_BusinessName[0]`,
    address: {
      street: `${S(6)}Line7b_StreetNumberName[1]`,
      unit: { APT: `${S(6)}Part8Line3_Unit[0]`, STE: `${S(6)}Part8Line3_Unit[1]`, FLR: `${S(6)}Part8Line3_Unit[2]` },
      unitNumber: `${S(6)}Part8Line3_AptSteFlrNumber[0]`,
      city: `${S(6)}Line_CityTown[1]`,
      state: `${S(6)}P8_Line3_State[0]`,
      zip: `${S(6)}P8_Line3_ZipCode[0]`,
      province: `${S(6)}P8_Line3_Province[0]`,
      postalCode: `${S(6)}P8_Line3_PostalCode[0]`,
      country: `${S(6)}P8_Line3_Country[0]`,
    },
    phone: `${S(6)}Pt8Line4_DaytimePhoneNumber1[0]`,
    email: `${S(6)}EmailAddress[0]`,
  }),
];
