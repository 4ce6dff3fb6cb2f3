import { asUser } from '@app/db';
import type { attorneyProfileContract, saveAttorneyProfileContract, TAttorneyProfile } from '@app/domain';
import type pg from 'pg';
import type { ContractHandler } from '../auth/route-access.ts';

/** The profile's columns and the contract's keys, written once. */
const COLUMNS = {
  familyName: 'family_name',
  givenName: 'given_name',
  middleName: 'middle_name',
  firmName: 'firm_name',
  barNumber: 'bar_number',
  licensingAuthority: 'licensing_authority',
  street: 'street',
  unitType: 'unit_type',
  unitNumber: 'unit_number',
  city: 'city',
  state: 'state',
  postalCode: 'postal_code',
  country: 'country',
  phone: 'phone',
  mobilePhone: 'mobile_phone',
  email: 'email',
  uscisOnlineAccountNumber: 'uscis_online_account_number',
} as const satisfies Record<keyof TAttorneyProfile, string>;
const KEYS = Object.keys(COLUMNS) as (keyof TAttorneyProfile)[];

/** GET /staff/attorney-profile: the signed-in staff member's own profile (null before the first save). */
export function attorneyProfileRoute(deps: { pool: pg.Pool }): ContractHandler<typeof attorneyProfileContract> {
  return async (_request, req, res) => {
    const row = await asUser(deps.pool, req.auth!.userId, async (client) => {
      const { rows } = await client.query<Record<string, string | null>>(
        'select * from app_public.attorney_profiles where user_id = $1',
        [req.auth!.userId],
      );
      return rows[0];
    });
    const profile = row
      ? Object.fromEntries(KEYS.filter((key) => row[COLUMNS[key]] !== null).map((key) => [key, row[COLUMNS[key]]]))
      : null;
    res.set('Cache-Control', 'no-store').json({ profile });
  };
}

/** POST /staff/attorney-profile: saves the signed-in staff member's profile (a field left out is cleared). */
export function saveAttorneyProfileRoute(deps: { pool: pg.Pool }): ContractHandler<typeof saveAttorneyProfileContract> {
  return async (profile, req, res) => {
    const values = KEYS.map((key) => {
      const value = profile[key];
      return value === undefined || value === '' ? null : value;
    });
    const columns = KEYS.map((key) => COLUMNS[key]);
    await asUser(deps.pool, req.auth!.userId, (client) =>
      client.query(
        `insert into app_public.attorney_profiles (user_id, ${columns.join(', ')})
         values ($1, ${columns.map((_, index) => `$${index + 2}`).join(', ')})
         on conflict (user_id) do update set ${columns.map((column) => `${column} = excluded.${column}`).join(', ')}`,
        [req.auth!.userId, ...values],
      ),
    );
    res.json({ saved: true });
  };
}
