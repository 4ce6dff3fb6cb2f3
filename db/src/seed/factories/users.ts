import type { Archetype } from '@app/domain';
import { newId, nowIso, withDefaults } from './build.ts';

/** app_public.users (first_name, middle_name and last_name are split from full_name by a trigger). */
export type UserRow = {
  id: string;
  email: string | null;
  full_name: string;
  bio: string | null;
  archetype: Archetype | null;
  portal_onboarded: boolean;
  auth0_sub: string | null;
  created_at: string;
  updated_at: string;
};

/** Any user: beneficiary, company contact or staff (staff also get makeAdmin). */
export function makeUser(overrides: Partial<UserRow> = {}): UserRow {
  const id = overrides.id ?? newId();
  const createdAt = overrides.created_at ?? nowIso();
  return withDefaults<UserRow>(
    {
      id,
      email: `user-${id.slice(0, 8)}@example.test`,
      full_name: 'Test User',
      bio: null,
      archetype: null,
      portal_onboarded: false,
      auth0_sub: null,
      created_at: createdAt,
      updated_at: createdAt,
    },
    overrides,
  );
}

/** app_public.admins: the user is provider staff. */
export type AdminRow = { user_id: string; created_at: string };

export function makeAdmin(overrides: Partial<AdminRow> & Pick<AdminRow, 'user_id'>): AdminRow {
  return withDefaults<AdminRow>({ user_id: overrides.user_id, created_at: nowIso() }, overrides);
}

/** app_public.user_data: profile, addresses and passport of a user (its timestamps are left to the database). */
export type UserDataRow = {
  id: string;
  user_id: string;
  city_birth: string | null;
  country_birth: string | null;
  province_birth: string | null;
  date_of_birth: string | null;
  city_foreign_address: string | null;
  country_foreign_address: string | null;
  province_foreign_address: string | null;
  state_foreign_address: string | null;
  postal_code_foreign_address: string | null;
  street_number_street_name_foreign_address: string | null;
  city_us_residential_address: string | null;
  state_us_residential_address: string | null;
  street_number_street_name_us_residential_address: string | null;
  zip_code_us_residential_address: string | null;
  phone_number: string | null;
  role: string | null;
  us_role_title: string | null;
  linkedin_url: string | null;
  personal_url: string | null;
  addresses: unknown[];
  other_names: unknown[] | null;
  passport_number: string | null;
  city_of_issue: string | null;
  country_of_issue: string | null;
  date_of_issue: string | null;
  expiration_date: string | null;
  place_of_birth: string | null;
  surname: string | null;
  given_name: string | null;
  passport_middle_name: string | null;
  /** As printed in the passport: M, F or X (migration 0078). */
  sex: 'M' | 'F' | 'X' | null;
};

export function makeUserData(overrides: Partial<UserDataRow> & Pick<UserDataRow, 'user_id'>): UserDataRow {
  return withDefaults<UserDataRow>(
    {
      id: newId(),
      user_id: overrides.user_id,
      sex: null,
      city_birth: null,
      country_birth: null,
      province_birth: null,
      date_of_birth: null,
      city_foreign_address: null,
      country_foreign_address: null,
      province_foreign_address: null,
      state_foreign_address: null,
      postal_code_foreign_address: null,
      street_number_street_name_foreign_address: null,
      city_us_residential_address: null,
      state_us_residential_address: null,
      street_number_street_name_us_residential_address: null,
      zip_code_us_residential_address: null,
      phone_number: null,
      role: null,
      us_role_title: null,
      linkedin_url: null,
      personal_url: null,
      addresses: [],
      other_names: null,
      passport_number: null,
      city_of_issue: null,
      country_of_issue: null,
      date_of_issue: null,
      expiration_date: null,
      place_of_birth: null,
      surname: null,
      given_name: null,
      passport_middle_name: null,
    },
    overrides,
  );
}
