import type { TPassportCaseFacts, TTypedName } from '@app/domain';
import type pg from 'pg';

export interface PassportCase {
  facts: TPassportCaseFacts;
  /** The person's latest petition, when they have one (the case the passport is compared with). */
  petitionId: string | null;
  /** The name as the person typed it (users.first_name / middle_name / last_name), with its accents and case. */
  typedName: TTypedName;
}

/**
 * What the case knows about the signed-in person, read as them (row-level security): the legal name, the date of
 * birth and the citizenship recorded so far (the app's citizenship is the passport's issuing country, docs/decisions.md),
 * and the intended start of work: the offered employment at the latest petition's petitioner.
 */
export async function loadPassportCase(client: pg.PoolClient, userId: string): Promise<PassportCase> {
  const { rows } = await client.query<{
    first_name: string | null;
    middle_name: string | null;
    last_name: string | null;
    date_of_birth: string | null;
    country_of_issue: string | null;
    petition_id: string | null;
    intended_start: string | null;
  }>(
    `select u.first_name, u.middle_name, u.last_name, d.date_of_birth::text, d.country_of_issue, p.id as petition_id,
            (select e.start_date::text from app_public.user_employments e
              where e.user_id = u.id and e.company_id = p.company_id
              order by e.is_current desc, e.start_date desc nulls last limit 1) as intended_start
       from app_public.users u
       left join app_public.user_data d on d.user_id = u.id
       left join lateral (select id, company_id from app_public.petitions
                           where beneficiary_id = u.id order by latest_petition desc, updated_at desc limit 1) p on true
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return {
    facts: {
      firstName: row?.first_name || null,
      lastName: row?.last_name || null,
      dateOfBirth: row?.date_of_birth ?? null,
      nationality: row?.country_of_issue || null,
      intendedStart: row?.intended_start ?? null,
    },
    petitionId: row?.petition_id ?? null,
    typedName: {
      firstName: row?.first_name || null,
      middleName: row?.middle_name || null,
      lastName: row?.last_name || null,
    },
  };
}

/** Today's date in UTC, YYYY-MM-DD: passports expire by calendar date. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
