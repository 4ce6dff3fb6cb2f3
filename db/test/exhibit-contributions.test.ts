import { randomUUID } from 'node:crypto';
import { exhibitProgress, ONBOARDING_EXHIBIT_STATUSES, type OnboardingExhibitStatus } from '@app/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../src/as-user.ts';
import {
  insertRow,
  makeAdmin,
  makeCompany,
  makeCompanyMember,
  makeExhibit,
  makeModule,
  makeOnboarding,
  makePetition,
  makeUser,
} from '../src/seed/index.ts';
import { asUserRolledBack } from '../src/testing/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * One source of truth per exhibit (issue 25, migration 0035): what the beneficiary saves in the checklist,
 * the passport she uploads and her evidence uploads land on the petition exhibit in the same transaction;
 * the status both sides read is computed once; the employer never sees her personal documents.
 */
let pool: pg.Pool;
const id = {
  beneficiary: randomUUID(),
  employer: randomUUID(),
  staff: randomUUID(),
  company: randomUUID(),
  petition: randomUUID(),
  otherPetition: randomUUID(),
  awards: randomUUID(),
  immigration: randomUUID(),
  otherModule: randomUUID(),
  evidence: randomUUID(),
  passport: randomUUID(),
  hidden: randomUUID(),
  otherExhibit: randomUUID(),
};

const item = (exhibitId: string | null, type: string, status: OnboardingExhibitStatus, data: object = {}) => ({
  id: exhibitId ?? randomUUID(),
  exhibitId,
  type,
  name: type,
  description: '',
  required: true,
  hidden: false,
  status,
  data,
  moduleType: exhibitId === null ? 'IDENTIFICATION' : 'AWARDS',
});
const modules = (...items: ReturnType<typeof item>[]) => [
  { id: 'm1', type: 'AWARDS', title: 'Awards', subtitle: '', name: 'Awards', status: 'in_progress', exhibits: items },
];

/**
 * The signed-in customer saves the checklist with these items. Its items are staff's (migration 0142: a customer's
 * save changes only statuses and answers), so staff first give it these items, in the same transaction, each with the
 * status and answers it already has (new ones untouched), which records nothing of its own.
 */
async function saveChecklist(client: pg.PoolClient, ...items: ReturnType<typeof item>[]): Promise<void> {
  const customer = (await client.query<{ id: string }>(`select current_setting('jwt.claims.user_id') as id`)).rows[0]!.id;
  await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [id.staff]);
  const stored = (
    await client.query<{ modules: { exhibits: ReturnType<typeof item>[] }[] }>(
      'select modules from app_public.onboardings where petition_id = $1',
      [id.petition],
    )
  ).rows[0]!.modules.flatMap((module) => module.exhibits);
  const keyOf = (entry: ReturnType<typeof item>) => entry.exhibitId ?? `${entry.moduleType}:${entry.type}`;
  const asStored = items.map((entry) => {
    const before = stored.find((storedItem) => keyOf(storedItem) === keyOf(entry));
    return { ...entry, status: before?.status ?? 'pending', data: before?.data ?? {} };
  });
  await client.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
    id.petition,
    JSON.stringify(modules(...asStored)),
  ]);
  await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [customer]);
  const { rowCount } = await client.query('update app_public.onboardings set modules = $2 where petition_id = $1', [
    id.petition,
    JSON.stringify(modules(...items)),
  ]);
  expect(rowCount).toBe(1);
}

async function upload(client: pg.PoolClient, owner: string, name: string): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `insert into app_public.files (name, mime_type, storage_key, owner_id) values ($1, 'application/pdf', 'c/' || gen_random_uuid(), $2)
     returning id`,
    [name, owner],
  );
  return rows[0]!.id;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 3 });
  const tag = id.company.slice(0, 8);
  for (const [key, name] of [
    ['beneficiary', 'Priya Test'],
    ['employer', 'Daniel Test'],
    ['staff', 'Staff Test'],
  ] as const) {
    await insertRow(pool, 'users', makeUser({ id: id[key], email: `${key}-${tag}@example.test`, full_name: name }));
  }
  await insertRow(pool, 'admins', makeAdmin({ user_id: id.staff }));
  await insertRow(pool, 'companies', makeCompany({ id: id.company }));
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: id.company, user_id: id.employer, role: 'ADMIN' }));
  await insertRow(pool, 'petitions', makePetition({ id: id.petition, beneficiary_id: id.beneficiary, company_id: id.company }));
  await insertRow(pool, 'petitions', makePetition({ id: id.otherPetition, beneficiary_id: id.employer, latest_petition: true }));
  await insertRow(pool, 'modules', makeModule({ id: id.awards, petition_id: id.petition, type: 'awards' }));
  await insertRow(pool, 'modules', makeModule({ id: id.immigration, petition_id: id.petition, type: 'immigration-history' }));
  await insertRow(pool, 'modules', makeModule({ id: id.otherModule, petition_id: id.otherPetition, type: 'awards' }));
  const exhibit = (exhibitId: string, moduleId: string, petitionId: string, type: string, extra: object = {}) =>
    insertRow(
      pool,
      'exhibits',
      makeExhibit({ id: exhibitId, module_id: moduleId, petition_id: petitionId, exhibit_type: type, name: type, ...extra }),
    );
  await exhibit(id.evidence, id.awards, id.petition, 'award-evidence', { name: 'Robotics award' });
  await exhibit(id.passport, id.immigration, id.petition, 'passport', { name: 'Passport' });
  await exhibit(id.hidden, id.awards, id.petition, 'award-evidence', { owned_by: 'PLYMOUTH', visible: false });
  await exhibit(id.otherExhibit, id.otherModule, id.otherPetition, 'award-evidence');
  await insertRow(pool, 'onboardings', makeOnboarding({ petition_id: id.petition }));
});

afterAll(async () => {
  await pool.query('delete from app_public.petitions where id = any($1)', [[id.petition, id.otherPetition]]);
  await pool.query('delete from app_public.files where owner_id = any($1)', [[id.beneficiary, id.employer]]);
  await pool.query('delete from app_public.companies where id = $1', [id.company]);
  await pool.query('delete from app_public.admins where user_id = $1', [id.staff]);
  await pool.query('delete from app_public.users where id = any($1)', [[id.beneficiary, id.employer, id.staff]]);
  await pool.end();
});

const contribution = async (client: pg.ClientBase | pg.Pool, exhibitId: string) =>
  (
    await client.query<{
      checklist_status: string | null;
      description: string | null;
      links: { url: string }[];
      answers: Record<string, unknown>;
      provided_by: string | null;
    }>(
      'select checklist_status, description, links, answers, provided_by from app_public.exhibit_contributions where exhibit_id = $1',
      [exhibitId],
    )
  ).rows[0];

const progress = async (client: pg.ClientBase, exhibitId: string) =>
  (
    await client.query<{ progress: string }>(
      'select app_public.exhibits_customer_progress(e) as progress from app_public.exhibits e where e.id = $1',
      [exhibitId],
    )
  ).rows[0]?.progress;

describe('checklist answers land on the exhibit', () => {
  it('copies what the beneficiary typed to the exhibit in the same transaction, with who provided it', async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      expect(await progress(client, id.evidence)).toBe('requested');
      await saveChecklist(
        client,
        item(id.evidence, 'AWARD_EVIDENCE', 'completed', {
          description: '  First prize at the robotics open  ',
          // the second link is still being typed: never stored on the exhibit
          links: [{ url: 'https://github.com/priya/robot' }, { url: 'htt' }],
          files: [],
          fullName: 'Prof. Ada Example',
          email: '',
        }),
      );
      expect(await contribution(client, id.evidence)).toEqual({
        checklist_status: 'completed',
        description: 'First prize at the robotics open',
        links: [{ url: 'https://github.com/priya/robot' }],
        answers: { fullName: 'Prof. Ada Example' },
        provided_by: id.beneficiary,
      });
      expect(await progress(client, id.evidence)).toBe('provided');
    });
    // Rolled back with the checklist save: nothing of it stayed.
    expect(await contribution(pool, id.evidence)).toBeUndefined();
  });

  it('keeps who provided an item when a later save (by an employer editor) leaves it unchanged', async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      const mine = item(id.evidence, 'AWARD_EVIDENCE', 'in_progress', { description: 'Draft' });
      await saveChecklist(client, mine);
      await client.query(`select set_config('jwt.claims.user_id', $1, true)`, [id.employer]);
      await saveChecklist(client, mine, item(null, 'PASSPORT', 'skipped'));
      expect((await contribution(client, id.evidence))?.provided_by).toBe(id.beneficiary);
      expect(await contribution(client, id.passport)).toMatchObject({ checklist_status: 'skipped', provided_by: id.employer });
      expect(await progress(client, id.evidence)).toBe('in_progress');
      expect(await progress(client, id.passport)).toBe('skipped');
    });
  });

  it('records nothing for items nobody touched (a new or refreshed checklist)', async () => {
    await asUserRolledBack(pool, id.staff, async (client) => {
      await saveChecklist(client, item(id.evidence, 'AWARD_EVIDENCE', 'pending'), item(null, 'PASSPORT', 'pending'));
      expect(await contribution(client, id.evidence)).toBeUndefined();
      expect(await contribution(client, id.passport)).toBeUndefined();
    });
  });

  it('never writes to a hidden provider exhibit or an exhibit of another petition named in the JSON', async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      await saveChecklist(
        client,
        item(id.hidden, 'AWARD_EVIDENCE', 'completed', { description: 'not mine to write' }),
        item(id.otherExhibit, 'AWARD_EVIDENCE', 'completed', { description: 'not my petition' }),
        item('not-a-uuid', 'AWARD_EVIDENCE', 'completed', { description: 'broken' }),
      );
      // Checked as the owner inside the request's transaction: row-level security hides nothing here.
      await client.query('reset role');
      const { rows } = await client.query('select exhibit_id from app_public.exhibit_contributions where exhibit_id = any($1)', [
        [id.hidden, id.otherExhibit],
      ]);
      expect(rows).toEqual([]);
    });
  });

  it('refuses what no rule allows: customers cannot write contributions themselves', async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      await expect(
        client.query(`insert into app_public.exhibit_contributions (exhibit_id, petition_id) values ($1, $2)`, [
          id.evidence,
          id.petition,
        ]),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});

describe('uploads land on the exhibit and as the typed document', () => {
  it('files the passport of the checklist (an immigration document) on the petition’s Passport exhibit, and takes it off again', async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      const fileId = await upload(client, id.beneficiary, 'passport.pdf');
      await client.query(`insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'PASSPORT')`, [
        id.beneficiary,
        fileId,
      ]);
      const linked = await client.query('select exhibit_id from app_public.exhibit_files where file_id = $1', [fileId]);
      expect(linked.rows).toEqual([{ exhibit_id: id.passport }]);
      // A passport is an immigration document, not a second personal document.
      expect((await client.query('select 1 from app_public.user_documents where file_id = $1', [fileId])).rowCount).toBe(0);
      await saveChecklist(client, item(null, 'PASSPORT', 'completed', { files: [fileId] }));
      expect(await progress(client, id.passport)).toBe('provided');

      await client.query('update app_public.immigration_documents set deleted = true where file_id = $1', [fileId]);
      expect((await client.query('select 1 from app_public.exhibit_files where file_id = $1', [fileId])).rowCount).toBe(0);
    });
  });

  it("stores the beneficiary's evidence upload as her document of the exhibit's type; the employer's stays on the exhibit only", async () => {
    await asUserRolledBack(pool, id.beneficiary, async (client) => {
      const fileId = await upload(client, id.beneficiary, 'award.pdf');
      await client.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [id.evidence, fileId]);
      const docs = await client.query('select user_id, document_type from app_public.user_documents where file_id = $1', [
        fileId,
      ]);
      expect(docs.rows).toEqual([{ user_id: id.beneficiary, document_type: 'award-evidence' }]);
    });
    await asUserRolledBack(pool, id.employer, async (client) => {
      const fileId = await upload(client, id.employer, 'company-award.pdf');
      await client.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [id.evidence, fileId]);
      // No checklist item asks for it here: a file counts as provided.
      expect(await progress(client, id.evidence)).toBe('provided');
      await client.query('reset role');
      expect((await client.query('select 1 from app_public.user_documents where file_id = $1', [fileId])).rowCount).toBe(0);
    });
  });
});

describe('row-level security', () => {
  it("the employer sees the petition's evidence and answers, never the beneficiary's personal documents", async () => {
    const files = await asUser(pool, id.beneficiary, async (client) => {
      const passport = await upload(client, id.beneficiary, 'passport-rls.pdf');
      await client.query(`insert into app_public.immigration_documents (owner_id, file_id, type) values ($1, $2, 'PASSPORT')`, [
        id.beneficiary,
        passport,
      ]);
      const evidence = await upload(client, id.beneficiary, 'award-rls.pdf');
      await client.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [id.evidence, evidence]);
      await saveChecklist(client, item(id.evidence, 'AWARD_EVIDENCE', 'completed', { description: 'Prize' }));
      return { passport, evidence };
    });
    try {
      const seen = (userId: string) =>
        asUserRolledBack(pool, userId, async (client) => {
          const count = async (sql: string, params: unknown[]) => (await client.query(sql, params)).rowCount;
          return {
            userDocuments: await count('select 1 from app_public.user_documents where user_id = $1', [id.beneficiary]),
            immigrationDocuments: await count('select 1 from app_public.immigration_documents where owner_id = $1', [
              id.beneficiary,
            ]),
            passportOnExhibit: await count('select 1 from app_public.exhibit_files where exhibit_id = $1', [id.passport]),
            passportFile: await count('select 1 from app_public.files where id = $1', [files.passport]),
            evidenceOnExhibit: await count('select 1 from app_public.exhibit_files where file_id = $1', [files.evidence]),
            contribution: await count('select 1 from app_public.exhibit_contributions where exhibit_id = $1', [id.evidence]),
            progress: await progress(client, id.evidence),
          };
        });
      expect(await seen(id.employer)).toEqual({
        userDocuments: 0,
        immigrationDocuments: 0,
        passportOnExhibit: 0,
        passportFile: 0,
        evidenceOnExhibit: 1,
        contribution: 1,
        progress: 'provided',
      });
      const everything = {
        userDocuments: 1,
        immigrationDocuments: 1,
        passportOnExhibit: 1,
        passportFile: 1,
        evidenceOnExhibit: 1,
        contribution: 1,
        progress: 'provided',
      };
      expect(await seen(id.beneficiary)).toEqual(everything);
      expect(await seen(id.staff)).toEqual(everything);
    } finally {
      await pool.query('delete from app_public.files where id = any($1)', [[files.passport, files.evidence]]);
      await pool.query('delete from app_public.exhibit_contributions where exhibit_id = $1', [id.evidence]);
    }
  });
});

describe('the one status', () => {
  it('is computed by the database exactly as the domain computes it', async () => {
    for (const checklistStatus of [...ONBOARDING_EXHIBIT_STATUSES, null]) {
      for (const fileCount of [0, 1, 3]) {
        for (const hasAnswers of [false, true]) {
          const { rows } = await pool.query<{ progress: string }>('select app_private.exhibit_progress($1, $2, $3) as progress', [
            checklistStatus,
            fileCount,
            hasAnswers,
          ]);
          expect(rows[0]!.progress, JSON.stringify({ checklistStatus, fileCount, hasAnswers })).toBe(
            exhibitProgress({ checklistStatus, fileCount, hasAnswers }),
          );
        }
      }
    }
  });
});
