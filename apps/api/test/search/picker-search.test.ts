import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '@app/db';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createSearchFixture, FIXTURE_PETITIONS, FORMER_SEARCH_SQL, type SearchFixture } from './search-fixture.ts';

let pool: pg.Pool;
let server: TestServer;
let fixture: SearchFixture;

beforeAll(async () => {
  const databaseUrl = testDatabaseUrl();
  pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  fixture = await createSearchFixture(pool);
  server = await startTestServer(databaseUrl);
});

afterAll(async () => {
  await server?.close();
  await pool?.end();
});

/** Ids in order, limited to this fixture (other tests share the database). */
async function searchIds(userId: string, sql: string, search: string, activeOnly: boolean): Promise<string[]> {
  const { rows } = await asUser(pool, userId, (client) => client.query<{ id: string }>(sql, [search, activeOnly]));
  return rows.map((row) => row.id).filter((id) => fixture.petitionIds.has(id));
}

const NEW_SEARCH_SQL = 'select id from app_public.search_petitions($1, $2)';

describe('search_petitions after the index migration', () => {
  it('finds the same rows in the same order as the former search, for staff and for a beneficiary', async () => {
    const someId = [...fixture.petitionIds][10]!;
    const fragments = [
      '',
      fixture.tag,
      'robot',
      'ROBOTA SMITH',
      'quiet ltd',
      'eb-1',
      'O-1A',
      someId.slice(4, 16),
      '  smithson  ',
      'no-such-name',
    ];
    for (const userId of [fixture.staffId, fixture.beneficiaryId]) {
      for (const search of fragments) {
        for (const activeOnly of [true, false]) {
          const expected = await searchIds(userId, FORMER_SEARCH_SQL, search, activeOnly);
          const actual = await searchIds(userId, NEW_SEARCH_SQL, search, activeOnly);
          expect(actual, `${userId === fixture.staffId ? 'staff' : 'beneficiary'} '${search}' ${activeOnly}`).toEqual(expected);
        }
      }
    }
    expect(await searchIds(fixture.staffId, NEW_SEARCH_SQL, fixture.tag, false)).toHaveLength(FIXTURE_PETITIONS);
  });

  it('serves name, company and id fragments from trigram indexes and the first page from the order index', async () => {
    // enable_seqscan = off makes any usable index cheaper than a scan, so the
    // assertions hold whatever the table sizes in the shared test database; a
    // Seq Scan left in the plan means no index can serve that part.
    const explain = async (userId: string | null, sql: string, params: unknown[], settings = ['enable_seqscan']) => {
      const run = async (client: pg.ClientBase) => {
        for (const setting of settings) await client.query(`set local ${setting} = off`);
        const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${sql}`, params);
        return JSON.stringify(rows[0]!['QUERY PLAN']);
      };
      if (userId) return asUser(pool, userId, run);
      const client = await pool.connect();
      try {
        await client.query('begin');
        return await run(client);
      } finally {
        await client.query('rollback');
        client.release();
      }
    };
    const seqScanOnBigTables = /"Node Type":"Seq Scan","[^}]*"Relation Name":"(petitions|users|companies)"/;

    // The candidate lookup is security definer (under RLS a non-leakproof
    // ilike could not use the trigram index): explain its body as its owner.
    // Plain index scans are off too: on a small table a full walk of the
    // primary key filtered by ilike would otherwise beat the trigram bitmap.
    const { rows } = await pool.query<{ body: string }>(
      `select prosrc as body from pg_proc where oid = 'app_private.petition_ids_matching(text)'::regprocedure`,
    );
    const lookup = await explain(
      null,
      rows[0]!.body.replace(/\bfragment\b/g, '$1::text'),
      ['smithson'],
      ['enable_seqscan', 'enable_indexscan'],
    );
    expect(lookup).toContain('users_full_name_trgm_idx');
    expect(lookup).toContain('companies_dba_name_trgm_idx');
    expect(lookup).not.toMatch(seqScanOnBigTables);

    const search = await explain(fixture.staffId, 'select id from app_public.search_petitions($1, true) limit 50', ['smithson']);
    expect(search).toContain('"Function Name":"petition_ids_matching"');
    expect(search).not.toMatch(seqScanOnBigTables);

    const firstPage = await explain(fixture.staffId, `select id from app_public.search_petitions('', true) limit 20`, []);
    expect(firstPage).toContain('petitions_active_updated_at_id_idx');
    expect(firstPage).not.toContain('"Node Type":"Sort"');
  });

  it('ends a search nothing matches before reading any petition, in a generic plan too', async () => {
    // Migration 0034: a one-time gate (petition_search_may_match) instead of walking every petition in order.
    type PlanNode = { 'Relation Name'?: string; 'Actual Loops'?: number; Plans?: PlanNode[] };
    const petitionScanLoops = (node: PlanNode): number =>
      (node['Relation Name'] === 'petitions' ? (node['Actual Loops'] ?? 0) : 0) +
      (node.Plans ?? []).reduce((sum, child) => sum + petitionScanLoops(child), 0);
    for (const planCacheMode of ['force_custom_plan', 'force_generic_plan']) {
      for (const [search, readsPetitions] of [
        ['no-such-name', false],
        ['zz-not-an-id', false],
        ['robot', true],
      ] as const) {
        const plan = await asUser(pool, fixture.staffId, async (client) => {
          await client.query(`set local plan_cache_mode = ${planCacheMode}`);
          // A prepared statement, as PostGraphile sends it: the search is a parameter when planned.
          await client.query(`prepare picker_page(text) as select id from app_public.search_petitions($1, true) limit 50`);
          const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
            `explain (analyze, format json) execute picker_page(${client.escapeLiteral(search)})`,
          );
          await client.query('deallocate picker_page');
          return rows[0]!['QUERY PLAN'][0]!.Plan;
        });
        expect(petitionScanLoops(plan) > 0, `${planCacheMode} '${search}'`).toBe(readsPetitions);
      }
    }
  });
});

describe('searchPetitions over GraphQL', () => {
  async function staffQuery<T>(query: string, variables: Record<string, unknown>) {
    const token = await server.issuer.issueToken({
      sub: fixture.staffSub,
      email: `${fixture.tag}@example.test`,
      name: 'Search Staff',
    });
    const result = await graphql<T>(server.url, token, query, variables);
    expect(result.errors).toBeUndefined();
    return result.data!;
  }

  it("never tells a customer which other people's petitions match a name, even called directly", async () => {
    const matching = (userId: string) =>
      asUser(pool, userId, (client) =>
        client.query<{ id: string }>(`select m as id from app_private.petition_ids_matching('') m`),
      ).then(({ rows }) => new Set(rows.map((row) => row.id)));
    const readable = await asUser(pool, fixture.beneficiaryId, (client) =>
      client.query<{ id: string }>('select id from app_public.petitions'),
    ).then(({ rows }) => new Set(rows.map((row) => row.id)));
    expect(readable.size).toBeGreaterThan(0);
    expect(await matching(fixture.beneficiaryId)).toEqual(readable);
    expect((await matching(fixture.staffId)).size).toBeGreaterThan(readable.size);
  });

  it('pages with the afterUpdatedAt/afterId cursor through every petition exactly once, in order', async () => {
    type Page = { searchPetitions: { nodes: { id: string; updatedAt: string }[] } };
    const seen: string[] = [];
    let after: { afterUpdatedAt: string; afterId: string } | Record<string, never> = {};
    for (let pageNumber = 0; pageNumber < 100; pageNumber += 1) {
      const data: Page = await staffQuery<Page>(
        `query($q: String, $afterUpdatedAt: Datetime, $afterId: UUID) {
          searchPetitions(search: $q, activeOnly: false, first: 97, afterUpdatedAt: $afterUpdatedAt, afterId: $afterId) { nodes { id updatedAt } }
        }`,
        { q: fixture.tag, ...after },
      );
      const nodes = data.searchPetitions.nodes;
      if (nodes.length === 0) break;
      seen.push(...nodes.map((node) => node.id));
      const last = nodes[nodes.length - 1]!;
      after = { afterUpdatedAt: last.updatedAt, afterId: last.id };
    }
    expect(seen).toEqual(await searchIds(fixture.staffId, FORMER_SEARCH_SQL, fixture.tag, false));
    expect(new Set(seen).size).toBe(FIXTURE_PETITIONS);
  });

  it('counts matches up to 1,001 only (the picker shows "1,000+")', async () => {
    type Count = { all: number; few: number };
    const data = await staffQuery<Count>(
      `query($q: String, $few: String) {
        all: searchPetitionsCount(search: $q, activeOnly: false)
        few: searchPetitionsCount(search: $few, activeOnly: true)
      }`,
      { q: fixture.tag, few: `Robota Smithson ${fixture.tag}` },
    );
    const fewExpected = (await searchIds(fixture.staffId, FORMER_SEARCH_SQL, `Robota Smithson ${fixture.tag}`, true)).length;
    expect(data).toEqual({ all: 1001, few: fewExpected });
    expect(fewExpected).toBeGreaterThan(0);
  });
});
