import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../../src/testing/index.ts';
import { createWorld, removeWorldWideRows, PERSONAS, type Persona, type World } from './fixtures.ts';
import { testDatabaseUrl } from '../../src/testing/worker-database.ts';

/** Row-level security beyond the matrix: file attachment, notes, status history, reorder functions. */
let pool: pg.Pool;
let w: World;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
  w = await createWorld(pool);
});
afterAll(async () => {
  if (w) await removeWorldWideRows(pool, w);
  await pool?.end();
});

type Attempt = { rowCount: number; rows: Record<string, any>[] } | { code: string; message: string };

/** Runs one statement in a savepoint, so that a failure does not abort the request transaction. */
async function attempt(client: pg.PoolClient, sql: string, params: unknown[] = []): Promise<Attempt> {
  await client.query('savepoint attempt');
  try {
    const { rowCount, rows } = await client.query(sql, params);
    await client.query('release savepoint attempt');
    return { rowCount: rowCount ?? 0, rows };
  } catch (error) {
    await client.query('rollback to savepoint attempt');
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
}
const DENIED = { code: '42501', message: 'new row violates row-level security policy for table "exhibit_files"' };
const ATTACH = 'insert into app_public.exhibit_files (exhibit_id, file_id) values ($1, $2)';

describe('attaching files to exhibits', () => {
  it("a customer cannot attach another person's file to their own exhibit", async () => {
    await asUserRolledBack(pool, w.user.beneficiary, async (c) => {
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.spare.companyMember])).toEqual(DENIED);
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.fileOtherUserDoc])).toEqual(DENIED);
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.spare.beneficiary])).toMatchObject({ rowCount: 1 });
    });
    await asUserRolledBack(pool, w.user.companyAdmin, async (c) => {
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.spare.beneficiary])).toEqual(DENIED);
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.spare.companyAdmin])).toMatchObject({ rowCount: 1 });
    });
  });

  it('a customer cannot attach an own file once it is marked deleted', async () => {
    await asUserRolledBack(pool, w.user.beneficiary, async (c) => {
      expect(
        await attempt(c, 'update app_public.files set deleted = true where id = $1', [w.ids.spare.beneficiary]),
      ).toMatchObject({ rowCount: 1 });
      expect(await attempt(c, ATTACH, [w.ids.exhibitOwnA, w.ids.spare.beneficiary])).toEqual(DENIED);
    });
  });

  it('staff attach any file to any exhibit', async () => {
    await asUserRolledBack(pool, w.user.staffAdmin, async (c) => {
      expect(await attempt(c, ATTACH, [w.ids.exhibitHiddenA, w.ids.spare.beneficiary])).toMatchObject({ rowCount: 1 });
    });
  });
});

describe('notes', () => {
  const NOTE = `insert into app_public.notes (petition_id, sender_id, content) values ($1, $2, 'Question')`;

  it('a VIEWER reads the notes of their company’s petition but cannot insert one', async () => {
    await asUserRolledBack(pool, w.user.companyViewer, async (c) => {
      const { rows } = await c.query('select id from app_public.notes where petition_id = $1', [w.ids.petitionA]);
      expect(rows).toHaveLength(2);
      expect(await attempt(c, NOTE, [w.ids.petitionA, w.user.companyViewer])).toEqual({
        code: '42501',
        message: 'new row violates row-level security policy for table "notes"',
      });
    });
  });

  it('a MEMBER inserts a note as themselves', async () => {
    await asUserRolledBack(pool, w.user.companyMember, async (c) => {
      expect(await attempt(c, NOTE, [w.ids.petitionA, w.user.companyMember])).toMatchObject({ rowCount: 1 });
    });
  });
});

describe('petition status history', () => {
  /** The fixtures record a USCIS status on petition A, which ships the case (the case follows USCIS: migration 0127). */
  const FIXTURES_USCIS_STATUS_SHIPPED = { from_status: 'PENDING_DOCS', to_status: 'SHIPPED', changed_by: null };
  const HISTORY =
    'select from_status, to_status, changed_by from app_public.petition_status_changes where petition_id = $1 order by to_status'; // enum order

  it('records status changes by staff in petition_status_changes with changed_by', async () => {
    await asUserRolledBack(pool, w.user.staffAdmin, async (c) => {
      await c.query(`update app_public.petitions set status = 'IN_ATTORNEY_REVIEW' where id = $1`, [w.ids.petitionA]);
      await c.query(`update app_public.petitions set metadata = metadata || '{"note":"no status change"}' where id = $1`, [
        w.ids.petitionA,
      ]);
      await c.query(`update app_public.petitions set status = 'SUBMITTED' where id = $1`, [w.ids.petitionA]);
      const { rows } = await c.query(HISTORY, [w.ids.petitionA]);
      // Ordered by the enum's order; the first two rows were written as the owner (fixtures): no user. The fixtures'
      // USCIS status of the case moved it to Shipped (migration 0127); staff may still set any status by hand.
      expect(rows).toEqual([
        { from_status: null, to_status: 'PENDING_DOCS', changed_by: null },
        { from_status: 'SHIPPED', to_status: 'IN_ATTORNEY_REVIEW', changed_by: w.user.staffAdmin },
        { from_status: 'IN_ATTORNEY_REVIEW', to_status: 'SUBMITTED', changed_by: w.user.staffAdmin },
        FIXTURES_USCIS_STATUS_SHIPPED,
      ]);
    });
  });

  it("a customer's attempt to change the status is rejected and records nothing", async () => {
    await asUserRolledBack(pool, w.user.beneficiary, async (c) => {
      expect(await attempt(c, `update app_public.petitions set status = 'APPROVED' where id = $1`, [w.ids.petitionA])).toEqual({
        code: '42501',
        message: 'Only staff may change status of petitions',
      });
      const { rows } = await c.query(HISTORY, [w.ids.petitionA]);
      expect(rows).toEqual([{ from_status: null, to_status: 'PENDING_DOCS', changed_by: null }, FIXTURES_USCIS_STATUS_SHIPPED]);
    });
  });
});

/** 'ok' = the call returns the rows in the requested order; otherwise the SQLSTATE it fails with. */
type ReorderExpectation = Record<Persona, 'ok' | '42501' | '22023'>;
const everyone = (value: 'ok' | '42501' | '22023'): ReorderExpectation =>
  Object.fromEntries(PERSONAS.map((p) => [p, value])) as ReorderExpectation;

const reorders: {
  fn: string;
  call: (w: World) => { args: unknown[]; ids: string[] };
  idColumn: string;
  expect: ReorderExpectation;
}[] = [
  {
    fn: 'reorder_modules(petition_id => $1, module_ids => $2)',
    call: (w) => ({ args: [w.ids.petitionA, [w.ids.moduleA2, w.ids.moduleA1]], ids: [w.ids.moduleA2, w.ids.moduleA1] }),
    idColumn: 'id',
    // Editors pass the policy and hit the staff-only order_index; the VIEWER's update is filtered to 0 rows;
    // people who cannot see the modules fail the function's own "every module exactly once" check.
    expect: {
      ...everyone('42501'),
      anonymous: '22023',
      otherBeneficiary: '22023',
      otherCompanyMember: '22023',
      staffAdmin: 'ok',
    },
  },
  {
    fn: 'reorder_exhibits(exhibit_ids => $1)',
    call: (w) => {
      const ids = [w.ids.exhibitVisibleA, w.ids.exhibitHiddenA, w.ids.exhibitOwnA];
      return { args: [ids], ids };
    },
    idColumn: 'id',
    expect: { ...everyone('42501'), staffAdmin: 'ok' },
  },
  {
    fn: 'reorder_exhibit_files(exhibit_id => $1, file_ids => $2)',
    call: (w) => {
      const ids = [w.ids.fileMemberExhibit, w.ids.fileBeneficiaryExhibit];
      return { args: [w.ids.exhibitOwnA, ids], ids };
    },
    idColumn: 'file_id',
    expect: { ...everyone('42501'), staffAdmin: 'ok' },
  },
  {
    fn: 'reorder_immigration_documents(owner_id => $1, file_ids => $2)',
    call: (w) => {
      const ids = [w.ids.fileBeneficiaryVisa, w.ids.fileBeneficiaryPassport];
      return { args: [w.user.beneficiary, ids], ids };
    },
    idColumn: 'file_id',
    // The owner may reorder their own documents: the update_own policy says "The person (reorder, mark deleted)".
    expect: { ...everyone('42501'), beneficiary: 'ok', staffAdmin: 'ok' },
  },
  {
    fn: 'reorder_reusable_sub_exhibits(reusable_exhibit_ids => $1)',
    call: (w) => {
      const ids = [w.ids.reusableChild2, w.ids.reusableChild1];
      return { args: [ids], ids };
    },
    idColumn: 'id',
    expect: { ...everyone('42501'), staffAdmin: 'ok' },
  },
  {
    fn: 'reorder_reusable_exhibit_files(reusable_exhibit_id => $1, file_ids => $2)',
    call: (w) => {
      const ids = [w.ids.fileReusable2, w.ids.fileReusable1];
      return { args: [w.ids.reusableParent, ids], ids };
    },
    idColumn: 'file_id',
    expect: { ...everyone('42501'), staffAdmin: 'ok' },
  },
];

describe('reorder functions', () => {
  for (const r of reorders) {
    const name = r.fn.slice(0, r.fn.indexOf('('));
    for (const persona of PERSONAS) {
      const e = r.expect[persona];
      it(`${name}: ${persona} ${e === 'ok' ? 'reorders' : `cannot reorder (${e})`}`, async () => {
        const { args, ids } = r.call(w);
        await asUserRolledBack(pool, w.user[persona], async (c) => {
          const result = await attempt(c, `select * from app_public.${r.fn}`, args);
          if (e === 'ok') expect('rows' in result && result.rows.map((row) => row[r.idColumn])).toEqual(ids);
          else expect(result).toMatchObject({ code: e });
        });
      });
    }
  }
});

describe('anonymous requests', () => {
  it('see no row of any app_public table (reference data and other tests’ rows included)', async () => {
    const { rows: tables } = await pool.query<{ tablename: string }>(
      `select tablename from pg_tables where schemaname = 'app_public'`,
    );
    const counts = await asUserRolledBack(pool, null, async (c) => {
      const out: Record<string, number> = {};
      for (const { tablename } of tables) {
        out[tablename] = (await c.query<{ n: number }>(`select count(*)::int as n from app_public.${tablename}`)).rows[0]!.n;
      }
      return out;
    });
    expect(counts).toEqual(Object.fromEntries(tables.map((t) => [t.tablename, 0])));
  });
});

describe('BUG-4: re-pointing a document link at another person’s file', () => {
  // BUG-4 (migration 0008, policies update_own on user_documents / immigration_documents): the insert policies
  // require owns_file(file_id), the update policies do not, and no trigger guards file_id. This asserts the
  // CURRENT (wrong) behaviour; when fixed, expect a 42501 on the update and no visible file.
  it("does not let the beneficiary re-point a document link to read another beneficiary's file", async () => {
    await asUserRolledBack(pool, w.user.beneficiary, async (c) => {
      const readOther = () => c.query('select name from app_public.files where id = $1', [w.ids.fileOtherUserDoc]);
      expect((await readOther()).rows).toEqual([]);
      const swap = await attempt(c, 'update app_public.user_documents set file_id = $3 where user_id = $1 and file_id = $2', [
        w.user.beneficiary,
        w.ids.fileBeneficiaryUserDoc,
        w.ids.fileOtherUserDoc,
      ]);
      expect(swap).toMatchObject({ code: '42501' });
      expect((await readOther()).rows).toEqual([]);
    });
  });
});
