import type { TAttorneyProfile, ZAttorneyProfileSchema } from '@app/domain';
import type { z } from 'zod';

/** What the form holds: the schema's input (an optional field may be null while empty). */
export type AttorneyProfileValues = z.input<typeof ZAttorneyProfileSchema>;

/** The fields the form shows as plain text inputs, in the order G-28 Part 1 asks for them, with their labels. */
export const NAME_FIELDS = [
  ['familyName', 'Family name (last name)'],
  ['givenName', 'Given name (first name)'],
  ['middleName', 'Middle name'],
] as const;
export const PRACTICE_FIELDS = [
  ['firmName', 'Law firm or organization'],
  ['barNumber', 'Bar number'],
  ['licensingAuthority', 'Licensing authority'],
  ['uscisOnlineAccountNumber', 'USCIS online account number'],
] as const;
export const CONTACT_FIELDS = [
  ['phone', 'Daytime telephone'],
  ['mobilePhone', 'Mobile telephone'],
  ['email', 'E-mail'],
] as const;

/**
 * The form's values from the saved profile: every field present (the inputs are controlled), the required names
 * as text and the optional fields null where nothing is saved, which the schema reads as "not given".
 */
export function attorneyProfileValues(profile: Partial<TAttorneyProfile> | null): AttorneyProfileValues {
  return {
    familyName: profile?.familyName ?? '',
    givenName: profile?.givenName ?? '',
    middleName: profile?.middleName ?? null,
    firmName: profile?.firmName ?? null,
    barNumber: profile?.barNumber ?? null,
    licensingAuthority: profile?.licensingAuthority ?? null,
    street: profile?.street ?? null,
    unitType: profile?.unitType ?? null,
    unitNumber: profile?.unitNumber ?? null,
    city: profile?.city ?? null,
    state: profile?.state ?? null,
    postalCode: profile?.postalCode ?? null,
    country: profile?.country ?? null,
    phone: profile?.phone ?? null,
    mobilePhone: profile?.mobilePhone ?? null,
    email: profile?.email ?? null,
    uscisOnlineAccountNumber: profile?.uscisOnlineAccountNumber ?? null,
  };
}
