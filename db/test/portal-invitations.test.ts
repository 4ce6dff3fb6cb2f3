import { randomBytes } from 'node:crypto';
import { PORTAL_INVITATION_TEXTS } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeCompany, makeCompanyMember, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0077: staff invite a petition's people to the portal. The database holds the domain's rules with its
 * sentences (staff only, an e-mail address, on the petition, one invitation in five minutes), keeps the server's
 * columns (address, status) to itself, lets customers read no invitation, and tells staff who has signed in.
 */
let pool: pg.Pool;
const tag = randomBytes(4).toString('hex');
let staff: string;
let beneficiary: string;
let teamMember: string;
let stranger: string;
let noEmail: string;
let petitionId: string;

const person = async (name: string, email: string | null) =>
  (await insertRow(pool, 'users', makeUser({ full_name: name, email, auth0_sub: null }))).id as string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = await person('Invite Staff', `staff.${tag}@example.test`);
  await insertRow(pool, 'admins', makeAdmin({ user_id: staff }));
  beneficiary = await person('Ana Invited', `ana.${tag}@example.test`);
  teamMember = await person('Tom Team', `tom.${tag}@example.test`);
  stranger = await person('Sam Stranger', `sam.${tag}@example.test`);
  noEmail = await person('Nora Nomail', null);
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: `Invite Co ${tag}` }))).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: company, user_id: teamMember }));
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  petitionId = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, company_id: company, visa_class: visaClass }))
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

const invite = (client: pg.PoolClient, who: string) =>
  client.query<{ address: string; status: string; invited_by: string }>(
    'select address, status, invited_by from app_public.invite_to_portal($1, $2)',
    [who, petitionId],
  );

/** The message the invitation of `who` by `by` ends with ('ok' when it went through), rolled back. */
const outcome = (by: string | null, who: string) =>
  asUserRolledBack(pool, by, (client) => invite(client, who).then(() => 'ok')).catch((error: Error) => error.message);

describe('inviting to the portal in the database (migration 0077)', () => {
  it('takes staff’s invitation of the beneficiary and of the petitioner’s team, with the address and status it sets', async () => {
    for (const who of [beneficiary, teamMember]) {
      const row = await asUserRolledBack(pool, staff, async (client) => (await invite(client, who)).rows[0]!);
      expect(row.status).toBe('queued');
      expect(row.address).toMatch(/@example\.test$/);
      expect(row.invited_by).toBe(staff);
    }
  });

  it('refuses with the domain’s sentences: a customer, no e-mail address, not on the petition', async () => {
    expect(await outcome(beneficiary, teamMember)).toBe(PORTAL_INVITATION_TEXTS.staffOnly);
    expect(await outcome(staff, stranger)).toBe(PORTAL_INVITATION_TEXTS.notOnPetition);
    const withoutEmail = await asUserRolledBack(pool, staff, async (client) => {
      await client.query('reset role');
      await client.query(`update app_public.petitions set beneficiary_id = $1 where id = $2`, [noEmail, petitionId]);
      await client.query(`set local role petition_studio_visitor`);
      return invite(client, noEmail).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    });
    expect(withoutEmail).toBe(PORTAL_INVITATION_TEXTS.noEmail);
  });

  it('refuses a second invitation within five minutes, also when the server owns the first, and takes one after', async () => {
    const second = await asUserRolledBack(pool, staff, async (client) => {
      await invite(client, beneficiary);
      return invite(client, beneficiary).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    });
    expect(second).toBe(PORTAL_INVITATION_TEXTS.tooSoon);
    const later = await asUserRolledBack(pool, staff, async (client) => {
      await invite(client, beneficiary);
      await client.query('reset role');
      await client.query(
        `update app_public.portal_invitations set created_at = now() - interval '6 minutes' where user_id = $1`,
        [beneficiary],
      );
      await client.query(`set local role petition_studio_visitor`);
      return invite(client, beneficiary).then(
        () => 'ok',
        (error: Error) => error.message,
      );
    });
    expect(later).toBe('ok');
  });

  it('keeps the server’s columns: a caller’s "sent" is queued, and nobody but staff reads an invitation', async () => {
    await asUser(pool, staff, (client) => invite(client, teamMember));
    try {
      const forged = await asUserRolledBack(pool, staff, async (client) => {
        await client.query('reset role');
        await client.query(`update app_public.portal_invitations set created_at = now() - interval '1 hour' where user_id = $1`, [
          teamMember,
        ]);
        await client.query(`set local role petition_studio_visitor`);
        const { rows } = await client.query<{ status: string; address: string }>(
          `insert into app_public.portal_invitations (user_id, petition_id, address, status)
           values ($1, $2, 'forged@example.test', 'sent') returning status, address`,
          [teamMember, petitionId],
        );
        return rows[0]!;
      });
      expect(forged).toEqual({ status: 'queued', address: `tom.${tag}@example.test` });
      for (const reader of [beneficiary, teamMember, null]) {
        const { rows } = await asUserRolledBack(pool, reader, (client) =>
          client.query('select id from app_public.portal_invitations where user_id = $1', [teamMember]),
        );
        expect(rows).toEqual([]);
      }
      const staffRead = await asUserRolledBack(pool, staff, (client) =>
        client.query<{ status: string }>(
          `select (app_public.users_latest_portal_invitation(u)).status from app_public.users u where u.id = $1`,
          [teamMember],
        ),
      );
      expect(staffRead.rows).toEqual([{ status: 'queued' }]);
    } finally {
      await pool.query('delete from app_public.portal_invitations where user_id = $1', [teamMember]);
    }
  });

  it('tells staff the person has signed in once the first sign-in links them by e-mail', async () => {
    const signedIn = () =>
      asUserRolledBack(
        pool,
        staff,
        async (client) =>
          (
            await client.query<{ signed_in: boolean }>(
              'select app_public.users_has_signed_in(u) as signed_in from app_public.users u where u.id = $1',
              [beneficiary],
            )
          ).rows[0]!.signed_in,
      );
    expect(await signedIn()).toBe(false);
    await pool.query(`select * from app_private.provision_user($1, $2, $3)`, [
      `test|ana-${tag}`,
      `ANA.${tag}@example.test`,
      'Ana',
    ]);
    expect(await signedIn()).toBe(true);
  });
});
