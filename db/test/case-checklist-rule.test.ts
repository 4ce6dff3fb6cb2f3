import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checklistPetitionCases, checklistTaskApplies, VISA_TYPE_CODES } from '@app/domain';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeCompany, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { CHECKLIST } from '../src/seed/reference.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * The case checklist follows the petition's visa class and petitioner (migration 0101): the database's
 * app_private.checklist_task_applies says what the domain's checklistTaskApplies says for every seeded task, every
 * visa class and with or without a petitioner company; it writes no item of a task that does not apply, ticks none,
 * and an item left from before a visa class change neither dates the case list nor reminds anybody.
 */
let pool: pg.Pool;
let staff: string;
let selfPetition: string;
let o1Petition: string;
let tnPetition: string;
const taskIds = new Map<string, string>();

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  staff = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', { user_id: staff });
  const beneficiary = (await insertRow(pool, 'users', makeUser())).id as string;
  const company = (await insertRow(pool, 'companies', makeCompany({ dba_name: 'Checklist Rule Co' }))).id as string;
  selfPetition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'eb_1a', company_id: null }))
  ).id as string;
  o1Petition = (
    await insertRow(pool, 'petitions', makePetition({ beneficiary_id: beneficiary, visa_class: 'o_1a', company_id: company }))
  ).id as string;
  tnPetition = (
    await insertRow(
      pool,
      'petitions',
      makePetition({ beneficiary_id: beneficiary, visa_class: 'tn', company_id: company, filing_type: 'consular_processing' }),
    )
  ).id as string;
  const { rows } = await pool.query<{ id: string; code: string }>('select id, code from app_public.checklist_tasks');
  for (const row of rows) taskIds.set(row.code, row.id);
});
afterAll(async () => {
  await pool?.end();
});

/** Writes an item (a savepoint keeps the transaction usable after a refusal); answers the refusal, if any. */
async function addItem(client: pg.ClientBase, petitionId: string, code: string) {
  await client.query('savepoint add_item');
  try {
    await client.query(
      `insert into app_public.petition_checklist_items (petition_id, task_id, completed_at, completed_by)
       values ($1, $2, now(), $3)`,
      [petitionId, taskIds.get(code), staff],
    );
    await client.query('release savepoint add_item');
    return null;
  } catch (error) {
    await client.query('rollback to savepoint add_item');
    return error as { code?: string; message: string };
  }
}

describe('the case checklist rule in the database (migrations 0101, 0125, 0128, 0135)', () => {
  it('answers as the domain does for every task, visa class and petitioner', async () => {
    const { rows: visaTypes } = await pool.query<{ id: string }>('select id from app_public.visa_types order by id');
    // Every class the domain knows is in the reference table (other files of the slot add test-only classes to it).
    expect(visaTypes.map((row) => row.id)).toEqual(expect.arrayContaining([...VISA_TYPE_CODES]));
    const codes = [...CHECKLIST.flatMap((section) => section.tasks.map(([code]) => code)), 'no.such-task'];
    expect(codes).toContain('forms.i140');
    const cases = checklistPetitionCases().flatMap((petition) => codes.map((code) => ({ code, ...petition })));
    // Every filing type the column takes, and none (migration 0125: a TN at the border files no I-129).
    expect(new Set(cases.map((c) => c.filingType))).toEqual(new Set([null, 'change_of_status', 'consular_processing']));
    const { rows } = await pool.query<{
      code: string;
      visa_class: string;
      has_company: boolean;
      filing_type: string | null;
      applies: boolean;
    }>(
      `select c.code, c.visa_class, c.has_company, c.filing_type,
              app_private.checklist_task_applies(c.code, c.visa_class, c.has_company, c.filing_type) as applies
         from jsonb_to_recordset($1::jsonb) as c (code text, visa_class text, has_company boolean, filing_type text)`,
      [
        JSON.stringify(
          cases.map((c) => ({
            code: c.code,
            visa_class: c.visaClass,
            has_company: c.hasPetitionerCompany,
            filing_type: c.filingType,
          })),
        ),
      ],
    );
    expect(rows).toHaveLength(cases.length);
    expect(rows.map((row) => [row.code, row.visa_class, row.has_company, row.filing_type, row.applies])).toEqual(
      cases.map((c) => [c.code, c.visaClass, c.hasPetitionerCompany, c.filingType, checklistTaskApplies(c.code, c)]),
    );
    // The case the rule was changed for, named so that agreement alone cannot hide it: a TN at the border has none of
    // the USCIS filing tasks (0125 the I-129, 0128 the G-28, the I-907 and the signatory's signature).
    // 0135 its Filing tasks of a USCIS shipment, and it alone has the border section's tasks.
    const tnAtTheBorder = rows.filter(
      (row) =>
        row.visa_class === 'tn' &&
        row.filing_type === 'consular_processing' &&
        row.has_company &&
        /^(forms|filing|border)\./.test(row.code),
    );
    expect(new Set(tnAtTheBorder.map((row) => `${row.code} ${row.applies}`))).toEqual(
      new Set([
        'forms.g28 false',
        'forms.i129 false',
        'forms.i140 false',
        'forms.advisory-opinion false',
        'forms.i907 false',
        'forms.petitioner-signature false',
        'filing.attorney-final-review true',
        'filing.compiled true',
        'filing.fees-prepared false',
        'filing.shipped false',
        'filing.tracking-recorded false',
        'filing.receipt-received false',
        'border.support-letter-signed true',
        'border.packet-given true',
        'border.admission-recorded true',
      ]),
    );
    const borderTasksElsewhere = rows.filter(
      (row) =>
        row.code.startsWith('border.') && row.applies && !(row.visa_class === 'tn' && row.filing_type === 'consular_processing'),
    );
    expect(borderTasksElsewhere).toEqual([]);
  });

  it('writes an item only of a task that applies to its petition, whoever writes it', async () => {
    await asUserRolledBack(pool, staff, async (client) => {
      for (const code of ['forms.i129', 'forms.advisory-opinion', 'intake.employer-onboarding']) {
        expect(await addItem(client, selfPetition, code)).toMatchObject({
          code: '23514',
          message: 'This checklist task does not apply to this petition (its visa class or petitioner)',
        });
      }
      expect(await addItem(client, o1Petition, 'forms.i140')).toMatchObject({ code: '23514' });
    });
    await asUserRolledBack(pool, staff, async (client) => {
      expect(await addItem(client, selfPetition, 'forms.i140')).toBeNull();
      expect(await addItem(client, selfPetition, 'forms.petitioner-signature')).toBeNull();
      expect(await addItem(client, o1Petition, 'forms.i129')).toBeNull();
      expect(await addItem(client, o1Petition, 'forms.advisory-opinion')).toBeNull();
    });
  });

  it('gives a TN applied for at the border no USCIS filing item, and them once its filing type is change of status', async () => {
    const filingTasks = [
      'forms.i129',
      'forms.g28',
      'forms.i907',
      'forms.petitioner-signature',
      'filing.fees-prepared',
      'filing.shipped',
      'filing.tracking-recorded',
      'filing.receipt-received',
    ];
    await asUserRolledBack(pool, staff, async (client) => {
      for (const code of filingTasks) {
        expect(await addItem(client, tnPetition, code)).toMatchObject({
          code: '23514',
          message: 'This checklist task does not apply to this petition (its visa class or petitioner)',
        });
      }
      expect(await addItem(client, tnPetition, 'evidence.exhibits-reviewed')).toBeNull();
      expect(await addItem(client, tnPetition, 'border.admission-recorded')).toBeNull();
      await client.query(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [tnPetition]);
      for (const code of filingTasks) expect(await addItem(client, tnPetition, code)).toBeNull();
      // Inside the U.S. the employer petitions USCIS: no border task.
      expect(await addItem(client, tnPetition, 'border.packet-given')).toMatchObject({ code: '23514' });
    });
  });

  it('leaves a TN’s I-129 item out of the next deadline once the case is applied for at the border', async () => {
    const deadlines = await asUserRolledBack(pool, staff, async (client) => {
      await client.query('reset role');
      await client.query(`update app_public.petitions set filing_type = 'change_of_status' where id = $1`, [tnPetition]);
      await client.query(
        `insert into app_public.petition_checklist_items (petition_id, task_id, due_date) values ($1, $2, '2030-06-01')`,
        [tnPetition, taskIds.get('forms.i129')],
      );
      const deadline = async () =>
        (
          await client.query<{ next: string | null }>(
            `select to_char(next_deadline, 'YYYY-MM-DD') as next from app_public.case_list_facts where petition_id = $1`,
            [tnPetition],
          )
        ).rows[0]?.next ?? null;
      const before = await deadline();
      await client.query(`update app_public.petitions set filing_type = 'consular_processing' where id = $1`, [tnPetition]);
      return [before, await deadline()];
    });
    expect(deadlines).toEqual(['2030-06-01', null]);
  });

  it('ticks no item of a task that does not apply', async () => {
    const ticked = await asUserRolledBack(pool, staff, async (client) => {
      // As the triggers that tick call it (security definer, app_private): the owner's role, the staff member's claims.
      await client.query('reset role');
      await client.query(`select app_private.tick_checklist_item($1, 'intake.employer-onboarding', $2)`, [selfPetition, staff]);
      await client.query(`select app_private.tick_checklist_item($1, 'intake.documents-received', $2)`, [selfPetition, staff]);
      await client.query(`select app_private.tick_checklist_item($1, 'intake.employer-onboarding', $2)`, [o1Petition, staff]);
      const { rows } = await client.query<{ petition: string; code: string }>(
        `select case i.petition_id when $1 then 'self' else 'o-1' end as petition, t.code
           from app_public.petition_checklist_items i join app_public.checklist_tasks t on t.id = i.task_id
          where i.petition_id in ($1, $2) order by 1, 2`,
        [selfPetition, o1Petition],
      );
      return rows.map((row) => `${row.petition} ${row.code}`);
    });
    expect(ticked).toEqual(['o-1 intake.employer-onboarding', 'self intake.documents-received']);
  });

  it('leaves an item of a task that no longer applies out of the case list’s next deadline and the reminders', async () => {
    const deadlines = await asUserRolledBack(pool, staff, async (client) => {
      await client.query(
        `insert into app_public.petition_checklist_items (petition_id, task_id, due_date) values ($1, $2, '2030-05-01')`,
        [o1Petition, taskIds.get('forms.advisory-opinion')],
      );
      await client.query('reset role');
      const deadline = async () =>
        (
          await client.query<{ next: string | null }>(
            `select to_char(next_deadline, 'YYYY-MM-DD') as next from app_public.case_list_facts where petition_id = $1`,
            [o1Petition],
          )
        ).rows[0]?.next ?? null;
      const before = await deadline();
      await client.query(`update app_public.petitions set visa_class = 'eb_1b' where id = $1`, [o1Petition]);
      // Nor does the hourly job remind anybody of it, even on its due date.
      await client.query(`select app_private.send_checklist_reminders('2030-05-01')`);
      const reminded = await client.query<{ reminded_on: string | null }>(
        `select reminded_on from app_public.petition_checklist_items where petition_id = $1 and due_date = '2030-05-01'`,
        [o1Petition],
      );
      return [before, await deadline(), reminded.rows[0]?.reminded_on ?? null];
    });
    expect(deadlines).toEqual(['2030-05-01', null, null]);
  });
});
