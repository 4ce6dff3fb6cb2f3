import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_DOCUMENT_TYPES } from '@app/domain';
import { asUserRolledBack } from '../src/testing/index.ts';
import {
  insertRow,
  makeAdmin,
  makeCompany,
  makeCompanyMember,
  makeExhibit,
  makeFile,
  makeModule,
  makeOnboarding,
  makePendingTask,
  makePetition,
  makeUser,
} from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Migration 0036: action items close when the data they wait for arrives (uploads and answers, whichever
 * client writes them), event checklist items tick themselves with the time, and customers read only their
 * party's tasks. Every write runs as the API runs a request and is rolled back, so the cases stay apart.
 */
let pool: pg.Pool;
const ids = {} as Record<
  | 'staff'
  | 'beneficiary'
  | 'employer'
  | 'company'
  | 'petition'
  | 'module'
  | 'exhibit'
  | 'feinTask'
  | 'payStubsTask'
  | 'providerTask',
  string
>;

const file = async (c: pg.ClientBase, owner: string) => (await insertRow(c, 'files', makeFile({ owner_id: owner }))).id as string;

async function task(c: pg.ClientBase, id: string) {
  const { rows } = await c.query<{ completed_at: Date | null; completed_by: string | null }>(
    'select completed_at, completed_by from app_public.pending_petition_tasks where id = $1',
    [id],
  );
  return rows[0];
}

/** The petition-level checklist item of a code, read as staff would (the test connection is the owner). */
async function checklistItem(code: string) {
  const { rows } = await pool.query<{ completed_at: Date | null; completed_by: string | null }>(
    `select i.completed_at, i.completed_by from app_public.petition_checklist_items i
       join app_public.checklist_tasks t on t.id = i.task_id
      where i.petition_id = $1 and t.code = $2 and i.module_id is null`,
    [ids.petition, code],
  );
  return rows[0];
}

/** Runs a statement in a savepoint and returns its error (null when it passed); the transaction goes on. */
async function failure(c: pg.ClientBase, sql: string, params: unknown[]): Promise<{ code?: string; message: string } | null> {
  await c.query('savepoint attempt');
  try {
    await c.query(sql, params);
    await c.query('release savepoint attempt');
    return null;
  } catch (error) {
    await c.query('rollback to savepoint attempt');
    return error as { code?: string; message: string };
  }
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  ids.staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.staff }));
  ids.beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  ids.employer = (await insertRow(pool, 'users', makeUser())).id as string;
  ids.company = (await insertRow(pool, 'companies', makeCompany())).id as string;
  await insertRow(pool, 'company_members', makeCompanyMember({ company_id: ids.company, user_id: ids.employer, role: 'ADMIN' }));
  ids.petition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: ids.beneficiary, company_id: ids.company, visa_class: visaClass }),
    )
  ).id as string;
  ids.module = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  ids.exhibit = (
    await insertRow(pool, 'exhibits', makeExhibit({ module_id: ids.module, petition_id: ids.petition, name: 'Pay stubs' }))
  ).id as string;
  ids.feinTask = (
    await insertRow(
      pool,
      'pending_petition_tasks',
      makePendingTask({
        petition_id: ids.petition,
        content: 'Upload the FEIN document',
        party: 'PETITIONER',
        awaited_kind: 'COMPANY_DOCUMENT',
        awaited_type: 'TAX_ID_FEIN_DOCUMENT',
      }),
    )
  ).id as string;
  ids.payStubsTask = (
    await insertRow(
      pool,
      'pending_petition_tasks',
      makePendingTask({
        petition_id: ids.petition,
        content: 'Upload your last three pay stubs',
        party: 'BENEFICIARY',
        awaited_kind: 'EXHIBIT_FILE',
        exhibit_id: ids.exhibit,
      }),
    )
  ).id as string;
  ids.providerTask = (
    await insertRow(
      pool,
      'pending_petition_tasks',
      makePendingTask({ petition_id: ids.petition, content: 'Draft the cover letter', party: 'PLYMOUTH' }),
    )
  ).id as string;
});
afterAll(async () => {
  await pool?.end();
});

describe('uploads close the tasks waiting for them', () => {
  it("the employer's FEIN upload closes the FEIN task, as the uploader, and nothing else", async () => {
    await asUserRolledBack(pool, ids.employer, async (c) => {
      const fileId = await file(c, ids.employer);
      await c.query(
        `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'ARTICLES_OF_INCORPORATION')`,
        [ids.company, fileId],
      );
      expect((await task(c, ids.feinTask))?.completed_at).toBeNull();
      const before = Date.now();
      await c.query(
        `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'TAX_ID_FEIN_DOCUMENT')`,
        [ids.company, await file(c, ids.employer)],
      );
      const fein = await task(c, ids.feinTask);
      expect(fein?.completed_by).toBe(ids.employer);
      expect(fein?.completed_at?.getTime()).toBeGreaterThanOrEqual(before - 5_000);
      // The beneficiary's task is untouched (and not even visible to the employer).
      expect(await task(c, ids.payStubsTask)).toBeUndefined();
    });
  });

  it('a file on the awaited exhibit closes the beneficiary task and ticks "Documents received" once none is open', async () => {
    await asUserRolledBack(pool, ids.beneficiary, async (c) => {
      await c.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [
        ids.exhibit,
        await file(c, ids.beneficiary),
      ]);
      expect((await task(c, ids.payStubsTask))?.completed_by).toBe(ids.beneficiary);
      // The FEIN task is still open, so documents are not all in yet.
      const { rows } = await c.query(
        `select 1 from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
          where i.petition_id = $1 and t.code = 'intake.documents-received'`,
        [ids.petition],
      );
      expect(rows).toEqual([]); // and customers never read the staff checklist anyway
    });
    await asUserRolledBack(pool, ids.staff, async (c) => {
      await c.query('insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)', [
        ids.exhibit,
        await file(c, ids.staff),
      ]);
      await c.query(
        `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'TAX_ID_FEIN_DOCUMENT')`,
        [ids.company, await file(c, ids.staff)],
      );
      const { rows } = await c.query<{ completed_at: Date | null; completed_by: string | null }>(
        `select i.completed_at, i.completed_by from app_public.petition_checklist_items i
           join app_public.checklist_tasks t on t.id = i.task_id
          where i.petition_id = $1 and t.code = 'intake.documents-received'`,
        [ids.petition],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.completed_at).toBeInstanceOf(Date);
      expect(rows[0]?.completed_by).toBe(ids.staff);
    });
  });

  it('a write without a signed-in user (the seed, migrations) leaves tasks alone: it writes its own', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(
        `insert into app_public.company_documents (company_id, file_id, type) values ($1, $2, 'TAX_ID_FEIN_DOCUMENT')`,
        [ids.company, await file(client, ids.employer)],
      );
      expect((await task(client, ids.feinTask))?.completed_at).toBeNull();
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('a customer cannot tick a task that waits for data by hand; staff can', async () => {
    await asUserRolledBack(pool, ids.employer, async (c) => {
      const error = await failure(
        c,
        'update app_public.pending_petition_tasks set completed_at = now(), completed_by = $2 where id = $1',
        [ids.feinTask, ids.employer],
      );
      expect(error).toMatchObject({ code: '42501', message: 'This item closes by itself when what it asks for arrives' });
    });
    await asUserRolledBack(pool, ids.staff, async (c) => {
      const { rowCount } = await c.query(
        'update app_public.pending_petition_tasks set completed_at = now(), completed_by = $2 where id = $1',
        [ids.feinTask, ids.staff],
      );
      expect(rowCount).toBe(1);
    });
  });
});

describe('events tick the staff checklist with the time', () => {
  it('the employer wizard reaching its final state ticks "Employer onboarding completed"; a completed step closes its task', async () => {
    const stepTask = (
      await insertRow(
        pool,
        'pending_petition_tasks',
        makePendingTask({
          petition_id: ids.petition,
          content: 'Tell us about your worksite',
          party: 'PETITIONER',
          awaited_kind: 'EMPLOYER_STEP',
          awaited_type: 'addWorksite',
        }),
      )
    ).id as string;
    try {
      await asUserRolledBack(pool, ids.employer, async (c) => {
        const save = `select 1 from app_public.save_employer_onboarding($1, $2, $3::jsonb, '{}'::jsonb)`;
        await c.query(save, [ids.company, 'addWorksite', JSON.stringify({ confirmContact: 'complete' })]);
        expect((await task(c, stepTask))?.completed_at).toBeNull();
        await c.query(save, [
          ids.company,
          'beneficiary',
          JSON.stringify({ confirmContact: 'complete', addWorksite: 'complete' }),
        ]);
        expect((await task(c, stepTask))?.completed_by).toBe(ids.employer);
        await c.query(save, [ids.company, 'final', JSON.stringify({ addWorksite: 'complete' })]);
        // Read in this transaction as the owner would: the customer may not read the checklist.
        await c.query('reset role');
        const { rows } = await c.query<{ completed_at: Date; completed_by: string; now: Date }>(
          `select i.completed_at, i.completed_by, now() from app_public.petition_checklist_items i
             join app_public.checklist_tasks t on t.id = i.task_id
            where i.petition_id = $1 and t.code = 'intake.employer-onboarding' and i.module_id is null`,
          [ids.petition],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.completed_by).toBe(ids.employer);
        expect(rows[0]!.completed_at.getTime()).toBe(rows[0]!.now.getTime());
      });
    } finally {
      await pool.query('delete from app_public.pending_petition_tasks where id = $1', [stepTask]);
    }
    expect(await checklistItem('intake.employer-onboarding')).toBeUndefined();
  });

  it('a completed beneficiary onboarding ticks "Beneficiary onboarding completed" and a completed module closes its task', async () => {
    const onboarding =
      // The checklist as staff built it: a customer's save changes its statuses, not its modules (migration 0142).
      (
        await insertRow(
          pool,
          'onboardings',
          makeOnboarding({
            petition_id: ids.petition,
            status: 'in_progress',
            modules: [{ id: 'm1', type: 'PERSONAL', status: 'pending', exhibits: [] }],
          }),
        )
      ).id as string;
    const moduleTask = (
      await insertRow(
        pool,
        'pending_petition_tasks',
        makePendingTask({
          petition_id: ids.petition,
          content: 'Fill in your personal information',
          awaited_kind: 'ONBOARDING_MODULE',
          awaited_type: 'PERSONAL',
        }),
      )
    ).id as string;
    try {
      await asUserRolledBack(pool, ids.beneficiary, async (c) => {
        await c.query(`update app_public.onboardings set modules = $2::jsonb where id = $1`, [
          onboarding,
          JSON.stringify([{ id: 'm1', type: 'PERSONAL', status: 'completed', exhibits: [] }]),
        ]);
        expect((await task(c, moduleTask))?.completed_by).toBe(ids.beneficiary);
        await c.query(`update app_public.onboardings set status = 'completed' where id = $1`, [onboarding]);
        await c.query('reset role');
        const { rows } = await c.query<{ completed_at: Date; completed_by: string }>(
          `select i.completed_at, i.completed_by from app_public.petition_checklist_items i
             join app_public.checklist_tasks t on t.id = i.task_id
            where i.petition_id = $1 and t.code = 'intake.beneficiary-onboarding'`,
          [ids.petition],
        );
        expect(rows).toHaveLength(1);
        expect(rows[0]!.completed_by).toBe(ids.beneficiary);
        expect(rows[0]!.completed_at).toBeInstanceOf(Date);
      });
    } finally {
      await pool.query('delete from app_public.pending_petition_tasks where id = $1', [moduleTask]);
      await pool.query('delete from app_public.onboardings where id = $1', [onboarding]);
    }
  });
});

describe('tasks are scoped to their party', () => {
  const visibleTasks = async (userId: string) =>
    asUserRolledBack(pool, userId, async (c) => {
      const { rows } = await c.query<{ id: string }>('select id from app_public.pending_petition_tasks where petition_id = $1', [
        ids.petition,
      ]);
      return rows.map((r) => r.id).sort();
    });

  it('the employer reads only petitioner tasks, the beneficiary only theirs, staff all', async () => {
    expect(await visibleTasks(ids.employer)).toEqual([ids.feinTask]);
    expect(await visibleTasks(ids.beneficiary)).toEqual([ids.payStubsTask]);
    expect(await visibleTasks(ids.staff)).toEqual([ids.feinTask, ids.payStubsTask, ids.providerTask].sort());
  });

  it('bad task data is refused: a kind for the wrong party, an unknown document type', async () => {
    await asUserRolledBack(pool, ids.staff, async (c) => {
      const insert = (party: string, kind: string, type: string | null) =>
        failure(
          c,
          `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type)
           values ($1, 'x', $2, $3, $4)`,
          [ids.petition, party, kind, type],
        );
      expect(await insert('BENEFICIARY', 'COMPANY_DOCUMENT', 'TAX_ID_FEIN_DOCUMENT')).toMatchObject({ code: '23514' });
      expect(await insert('PETITIONER', 'EXHIBIT_FILE', null)).toMatchObject({ code: '23514' });
      expect(await insert('PETITIONER', 'COMPANY_DOCUMENT', 'TAX_ID_FEIN_DOCUMENT')).toBeNull();
      expect(await insert('PETITIONER', 'COMPANY_DOCUMENT', 'PAY_STUBS')).toMatchObject({ code: '22P02' });
    });
  });

  it('a personal document task waits for one of the personal document types, the domain list (migration 0066)', async () => {
    await asUserRolledBack(pool, ids.staff, async (c) => {
      const insert = (type: string) =>
        failure(
          c,
          `insert into app_public.pending_petition_tasks (petition_id, content, party, awaited_kind, awaited_type)
           values ($1, 'x', 'BENEFICIARY', 'USER_DOCUMENT', $2)`,
          [ids.petition, type],
        );
      for (const type of USER_DOCUMENT_TYPES) expect(await insert(type), type).toBeNull();
      // A typo would wait for an upload that never comes.
      expect(await insert('paystubs')).toMatchObject({ code: '23514' });
      expect(await insert('passport')).toMatchObject({ code: '23514' });
    });
  });
});
