import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PERSON_EMAIL_TEXTS, PORTAL_INVITATION_TEXTS } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0079: staff edit a person's e-mail address on the Entities screen and invite them from there. The
 * database refuses staff's change of a signed-in person's address and an address another person has (the domain's
 * sentences), withdraws an invitation still queued to the old address, shows staff only invitations to the current
 * address, and names the person's only petition (or none) in an invitation made without one.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staff: string;
let ana: string;
let signedIn: string;
let team: string;
let loner: string;
let petitionId: string;

const person = async (name: string, email: string | null, sub: string | null = null) =>
  (await insertRow(pool, 'users', makeUser({ full_name: name, email, auth0_sub: sub }))).id as string;
const visaClass = async () =>
  (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = await person('Email Staff', `staff.${tag}@example.test`, `test|staff-${tag}`);
  await insertRow(pool, 'admins', makeAdmin({ user_id: staff }));
  ana = await person('Ana Typo', `ana.${tag}@exmple.test`);
  signedIn = await person('Sid Signed', `sid.${tag}@example.test`, `test|sid-${tag}`);
  team = await person('Tess Team', `tess.${tag}@example.test`);
  loner = await person('Lou Loner', `lou.${tag}@example.test`);
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: `Email Co ${tag}` }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: company, user_id: team }));
  const visa = await visaClass();
  petitionId = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: ana, company_id: company, visa_class: visa })))
    .id as string;
  // Tess, on the petitioner's team, is on two petitions.
  await insertRow(pool, 'petitions', makePetition({ beneficiary_id: signedIn, company_id: company, visa_class: visa }));
});
afterAll(async () => {
  await pool?.end();
});

/** The message the statement ends with as `by` ('ok' when it went through), rolled back. */
const outcome = (by: string | null, sql: string, params: unknown[]) =>
  asUserRolledBack(pool, by, (client) => client.query(sql, params).then((result) => result.rowCount ?? 0)).catch(
    (error: Error) => error.message,
  );
const setEmail = (by: string | null, who: string, email: string | null) =>
  outcome(by, 'update app_public.users set email = $2 where id = $1', [who, email]);

describe('a person’s e-mail address (migration 0079)', () => {
  it('staff correct the address of a person who has not signed in, or clear it', async () => {
    expect(await setEmail(staff, ana, `ana.${tag}@example.test`)).toBe(1);
    expect(await setEmail(staff, ana, null)).toBe(1);
  });

  it('refuses staff’s change of a signed-in person’s address, but lets the person change their own', async () => {
    expect(await setEmail(staff, signedIn, `sid.new.${tag}@example.test`)).toBe(PERSON_EMAIL_TEXTS.signedIn);
    expect(await setEmail(staff, signedIn, null)).toBe(PERSON_EMAIL_TEXTS.signedIn);
    // The same address in capitals is no change; other columns stay editable.
    expect(await setEmail(staff, signedIn, `SID.${tag}@example.test`)).toBe(1);
    expect(await outcome(staff, `update app_public.users set bio = 'Bio', email = email where id = $1`, [signedIn])).toBe(1);
    expect(await setEmail(signedIn, signedIn, `sid.new.${tag}@example.test`)).toBe(1);
  });

  it('refuses an address another person has, and one that is not an address, with the sentences; customers change nobody else’s', async () => {
    expect(await setEmail(staff, ana, `LOU.${tag}@example.test`)).toBe(PERSON_EMAIL_TEXTS.taken);
    expect(await setEmail(staff, ana, 'ana at example')).toMatch(/users_email_format/);
    expect(await setEmail(signedIn, ana, `ana.${tag}@example.test`)).toBe(0);
  });

  it('withdraws an invitation still queued to the old address, shows staff none, and lets them invite the new one at once', async () => {
    const state = await asUserRolledBack(pool, staff, async (client) => {
      await client.query('select app_public.invite_to_portal($1, $2)', [ana, petitionId]);
      await client.query('update app_public.users set email = $2 where id = $1', [ana, `ana.${tag}@example.test`]);
      const old = await client.query<{ status: string; address: string }>(
        'select status, address from app_public.portal_invitations where user_id = $1',
        [ana],
      );
      const latest = await client.query<{ status: string | null }>(
        'select (app_public.users_latest_portal_invitation(u)).status from app_public.users u where u.id = $1',
        [ana],
      );
      const again = await client.query<{ address: string; status: string }>(
        'select address, status from app_public.invite_to_portal($1, $2)',
        [ana, petitionId],
      );
      return { old: old.rows, latest: latest.rows[0]!.status, again: again.rows[0] };
    });
    expect(state).toEqual({
      old: [{ status: 'withdrawn', address: `ana.${tag}@exmple.test` }],
      latest: null,
      again: { address: `ana.${tag}@example.test`, status: 'queued' },
    });
  });

  it('keeps an invitation already sent as it was, but staff read only the ones to the current address', async () => {
    const state = await asUserRolledBack(pool, staff, async (client) => {
      await client.query('select app_public.invite_to_portal($1, $2)', [loner, null]);
      await client.query('reset role');
      await client.query(`update app_public.portal_invitations set status = 'sent', sent_at = now() where user_id = $1`, [loner]);
      await client.query('set local role petition_studio_visitor');
      await client.query('update app_public.users set email = $2 where id = $1', [loner, `lou.new.${tag}@example.test`]);
      const { rows } = await client.query<{ status: string; latest: string | null }>(
        `select i.status, (select (app_public.users_latest_portal_invitation(u)).status from app_public.users u where u.id = $1) as latest
           from app_public.portal_invitations i where i.user_id = $1`,
        [loner],
      );
      return rows;
    });
    expect(state).toEqual([{ status: 'sent', latest: null }]);
  });
});

describe('an invitation without a petition (the Entities screen, migration 0079)', () => {
  const inviteWithout = (by: string, who: string) =>
    asUserRolledBack(pool, by, async (client) => {
      const { rows } = await client.query<{ petition_id: string | null; status: string }>(
        'select petition_id, status from app_public.invite_to_portal($1, null)',
        [who],
      );
      return rows[0]!;
    }).catch((error: Error) => error.message);

  it('names the person’s only petition, and none when they are on no petition or on several', async () => {
    expect(await inviteWithout(staff, ana)).toEqual({ petition_id: petitionId, status: 'queued' });
    expect(await inviteWithout(staff, loner)).toEqual({ petition_id: null, status: 'queued' });
    expect(await inviteWithout(staff, team)).toEqual({ petition_id: null, status: 'queued' });
  });

  it('holds the rules without a petition too: staff only, an address', async () => {
    expect(await inviteWithout(signedIn, loner)).toBe(PORTAL_INVITATION_TEXTS.staffOnly);
    const noAddress = await asUserRolledBack(pool, staff, async (client) => {
      await client.query('update app_public.users set email = null where id = $1', [loner]);
      return client.query('select app_public.invite_to_portal($1, null)', [loner]).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    });
    expect(noAddress).toBe(PORTAL_INVITATION_TEXTS.noEmail);
  });
});

describe('migration 0079 itself', () => {
  it('goes down to 0077’s rules, with an invitation that names no case in the table, and up again', async () => {
    const migration = await readFile(new URL('../migrations/0079_person-email-and-portal-access.sql', import.meta.url), 'utf8');
    const [up, down] = migration.split('-- Down Migration');
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select app_public.invite_to_portal($1, null)', [loner]);
      await client.query(down!);
      const { rows } = await client.query('select 1 from app_public.portal_invitations where user_id = $1', [loner]);
      expect(rows).toEqual([]);
      await client.query(up!);
      const again = await client.query<{ petition_id: string | null }>(
        'select petition_id from app_public.invite_to_portal($1, null)',
        [loner],
      );
      expect(again.rows).toEqual([{ petition_id: null }]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
