import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { insertRow, makeAdmin, makeCompany, makePetition, makeUser } from '@app/db/seed';

/** Enough petitions that the count cap (1,000) is reached by a search for the tag. */
export const FIXTURE_PETITIONS = 1_005;

export interface SearchFixture {
  tag: string;
  staffId: string;
  staffSub: string;
  beneficiaryId: string;
  beneficiarySub: string;
  /** Every petition of the fixture. */
  petitionIds: Set<string>;
}

const ACTIVE = ['PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'] as const;

/**
 * Petitions whose names, companies and visa classes carry a unique tag, with
 * updated_at values that tie in threes (so the id tie-break of the order and
 * of the keyset cursor is exercised) and a mix of active and archived ones.
 * Rows come from the seed factories; they are inserted in one statement
 * because a thousand single inserts would dominate the test's time.
 */
export async function createSearchFixture(pool: pg.Pool): Promise<SearchFixture> {
  const tag = `q${randomUUID().slice(0, 7)}`;
  const staff = makeUser({ full_name: `Search Staff ${tag}`, auth0_sub: `test|search-staff-${tag}` });
  const beneficiary = makeUser({ full_name: `Robota Smithson ${tag}`, auth0_sub: `test|search-beneficiary-${tag}` });
  const others = Array.from({ length: 40 }, (_, index) => makeUser({ full_name: `Person ${index} ${tag}` }));
  for (const user of [staff, beneficiary, ...others]) await insertRow(pool, 'users', user);
  await insertRow(pool, 'admins', makeAdmin({ user_id: staff.id }));
  const companies = [makeCompany({ dba_name: `Robotics ${tag}` }), makeCompany({ dba_name: `Quiet Ltd ${tag}` })];
  for (const company of companies) await insertRow(pool, 'companies', company);
  await pool.query(
    `insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A'), ('eb_1a', 'EB-1A') on conflict do nothing`,
  );

  const base = Date.parse('2026-01-01T00:00:00Z');
  const petitions = Array.from({ length: FIXTURE_PETITIONS }, (_, index) => {
    const updatedAt = new Date(base + Math.floor(index / 3) * 60_000).toISOString();
    return makePetition({
      beneficiary_id: index % 7 === 0 ? beneficiary.id : others[index % others.length]!.id,
      company_id: index % 5 === 0 ? null : companies[index % 2]!.id,
      visa_class: index % 4 === 0 ? 'eb_1a' : 'o_1a',
      status: index % 6 === 0 ? 'ARCHIVED' : ACTIVE[index % ACTIVE.length]!,
      created_at: updatedAt,
      updated_at: updatedAt,
    });
  });
  // Only the factory's columns are inserted, so every other column takes its
  // database default (a `select *` would write null into them).
  const columns = Object.keys(petitions[0]!)
    .map((column) => `"${column}"`)
    .join(', ');
  await pool.query(
    `insert into app_public.petitions (${columns})
     select ${columns} from json_populate_recordset(null::app_public.petitions, $1::json)`,
    [JSON.stringify(petitions)],
  );
  await pool.query('analyze app_public.petitions, app_public.users, app_public.companies');
  return {
    tag,
    staffId: staff.id,
    staffSub: staff.auth0_sub!,
    beneficiaryId: beneficiary.id,
    beneficiarySub: beneficiary.auth0_sub!,
    petitionIds: new Set(petitions.map((petition) => petition.id)),
  };
}

/** The search as it was before migration 0022 (one `or` over joined tables): the reference for rows and order. */
export const FORMER_SEARCH_SQL = `
  select p.id from app_public.petitions p
  join app_public.users b on b.id = p.beneficiary_id
  left join app_public.companies c on c.id = p.company_id
  where (not coalesce($2::boolean, true)
         or p.status in ('PENDING_DOCS', 'IN_ATTORNEY_REVIEW', 'SUBMITTED', 'PRINT_SHIP_REQUESTED', 'SHIPPED'))
    and (coalesce(btrim($1), '') = ''
         or b.full_name ilike '%' || btrim($1) || '%'
         or c.dba_name ilike '%' || btrim($1) || '%'
         or upper(replace(p.visa_class, '_', '-')) ilike '%' || btrim($1) || '%'
         or p.id::text ilike '%' || btrim($1) || '%')
  order by p.updated_at desc, p.id`;
