import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUserRolledBack } from '../src/testing/index.ts';
import { insertRow, makeAdmin, makeExhibit, makeModule, makePetition, makeUser } from '../src/seed/factories/index.ts';
import { testDatabaseUrl } from '../src/testing/worker-database.ts';

/**
 * Which exhibits were filed with the petition (migration 0113): exhibits.filedPacketLabel is an exhibit's label in the
 * petition's filed packet — its own (not an RFE response's) last completed compile, as the response packet reads it
 * (app_private.filed_compiled_petition_id, which loadFiledPacket calls) — and null for an exhibit not in it. Staff
 * only: compiled_petition_sources keeps its staff-only policy, so the customer reads null.
 */
let pool: pg.Pool;
const ids = {} as Record<'staff' | 'beneficiary' | 'petition' | 'filed' | 'added' | 'filedPacket' | 'olderPacket', string>;

/** Each exhibit's filedPacketLabel as `userId` reads it through the exhibit row (rolled back). */
function labels(userId: string): Promise<Record<string, string | null>> {
  return asUserRolledBack(pool, userId, async (client) => {
    const { rows } = await client.query<{ id: string; label: string | null }>(
      'select e.id, app_public.exhibits_filed_packet_label(e) as label from app_public.exhibits e where e.petition_id = $1',
      [ids.petition],
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.label]));
  });
}

/** A completed compile of the petition recording `exhibits` as its sources; `rfeResponseId` makes it a response's. */
async function compiled(finishedAt: string, exhibits: { exhibitId: string; label: string }[], rfeResponseId?: string) {
  const { rows } = await pool.query<{ id: string }>(
    `insert into app_public.compiled_petitions (petition_id, display_name, status, page_count, finished_at, rfe_response_id)
     values ($1, 'Packet', 'COMPLETED', 12, $2, $3) returning id`,
    [ids.petition, finishedAt, rfeResponseId ?? null],
  );
  const id = rows[0]!.id;
  const sources = {
    unnumberedPages: 0,
    forms: [],
    coverLetter: null,
    exhibits: exhibits.map((exhibit) => ({ ...exhibit, title: 'Exhibit', toFollow: false, files: [] })),
  };
  await pool.query('insert into app_public.compiled_petition_sources (compiled_petition_id, sources) values ($1, $2)', [
    id,
    sources,
  ]);
  return id;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
  const visaClass = (await pool.query<{ id: string }>('select id from app_public.visa_types order by id limit 1')).rows[0]!.id;
  for (const key of ['staff', 'beneficiary'] as const) ids[key] = (await insertRow(pool, 'users', makeUser())).id as string;
  await insertRow(pool, 'admins', makeAdmin({ user_id: ids.staff }));
  ids.petition = (await insertRow(pool, 'petitions', makePetition({ beneficiary_id: ids.beneficiary, visa_class: visaClass })))
    .id as string;
  const moduleType = (await pool.query<{ id: string }>('select id from app_public.module_types order by id limit 1')).rows[0]!.id;
  const moduleId = (await insertRow(pool, 'modules', makeModule({ petition_id: ids.petition, type: moduleType }))).id as string;
  for (const key of ['filed', 'added'] as const) {
    ids[key] = (await insertRow(pool, 'exhibits', makeExhibit({ module_id: moduleId, petition_id: ids.petition, name: key })))
      .id as string;
  }
  // An earlier compile labelled it otherwise; the filed packet is the last one; a response packet after it holds the
  // added exhibit, which does not make it filed.
  ids.olderPacket = await compiled('2026-10-01T10:00:00Z', [{ exhibitId: ids.filed, label: 'A-9' }]);
  ids.filedPacket = await compiled('2026-10-02T10:00:00Z', [{ exhibitId: ids.filed, label: 'A-1' }]);
  const rfe = await pool.query<{ id: string }>(
    `insert into app_public.rfe_responses (petition_id, due_date) values ($1, current_date + 60) returning id`,
    [ids.petition],
  );
  await compiled('2026-10-20T10:00:00Z', [{ exhibitId: ids.added, label: 'A-2' }], rfe.rows[0]!.id);
});
afterAll(async () => {
  if (ids.petition) await pool?.query('delete from app_public.petitions where id = $1', [ids.petition]);
  await pool?.end();
});

describe("an exhibit's label in the filed packet (exhibits.filedPacketLabel)", () => {
  it('names the filed packet: the petition’s own last completed compile, never a response packet', async () => {
    const { rows } = await pool.query<{ id: string }>('select app_private.filed_compiled_petition_id($1) as id', [ids.petition]);
    expect(rows[0]!.id).toBe(ids.filedPacket);
  });

  it('gives staff the filed label, and null for an exhibit added after filing', async () => {
    expect(await labels(ids.staff)).toEqual({ [ids.filed]: 'A-1', [ids.added]: null });
  });

  it('tells the customer nothing: the packet sources stay staff-only', async () => {
    expect(await labels(ids.beneficiary)).toEqual({ [ids.filed]: null, [ids.added]: null });
  });

  it('is null for every exhibit before a packet was filed', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('delete from app_public.compiled_petitions where petition_id = $1 and rfe_response_id is null', [
        ids.petition,
      ]);
      const { rows } = await client.query<{ label: string | null }>(
        'select app_public.exhibits_filed_packet_label(e) as label from app_public.exhibits e where e.petition_id = $1',
        [ids.petition],
      );
      expect(rows.map((row) => row.label)).toEqual([null, null]);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
  it('is what petitions.filedPacket answers, the finish-time rule, when two compiles overlap (migration 0124)', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      // Started after the filed packet but finished before it: by creation time it would be "the filed packet".
      await client.query(
        `insert into app_public.compiled_petitions (petition_id, display_name, status, page_count, created_at, finished_at)
         values ($1, 'Overlapping', 'COMPLETED', 12, '2026-10-02T09:59:00Z', '2026-10-02T09:59:30Z')`,
        [ids.petition],
      );
      await client.query(`update app_public.compiled_petitions set created_at = '2026-10-02T09:00:00Z' where id = $1`, [
        ids.filedPacket,
      ]);
      const { rows } = await client.query<{ id: string }>(
        'select (app_public.petitions_filed_packet(p)).id from app_public.petitions p where p.id = $1',
        [ids.petition],
      );
      expect(rows[0]!.id).toBe(ids.filedPacket);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
