import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '@app/db';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createSearchFixture, FIXTURE_PETITIONS, FORMER_SEARCH_SQL, type SearchFixture } from './search-fixture.ts';

/**
 * The picker's one-statement read (migration 0055): petition_picker's pages against the former search (the
 * reference for rows and order), its capped count, the triggers that keep the search text, and row-level security.
 */

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

interface PickerRow {
  petition_id: string;
  updated_at: Date;
  beneficiary_name: string | null;
  petitioner_name: string | null;
  matching_count: number;
}

const PICKER_SQL = `select petition_id, updated_at, beneficiary_name, petitioner_name, matching_count
  from app_public.petition_picker($1, $2, $3, $4, $5)`;

/** Every page of a search, following the keyset cursor; the ids in order and the first page's count. */
async function pickerPages(userId: string, search: string, activeOnly: boolean, pageSize = 101) {
  const ids: string[] = [];
  let count: number | undefined;
  let after: [Date | null, string | null] = [null, null];
  for (let page = 0; page < 100; page += 1) {
    const { rows } = await asUser(pool, userId, (client) =>
      client.query<PickerRow>(PICKER_SQL, [search, activeOnly, ...after, pageSize]),
    );
    count ??= rows[0]?.matching_count ?? 0;
    ids.push(...rows.map((row) => row.petition_id));
    if (rows.length < pageSize) break;
    const last = rows.at(-1)!;
    after = [last.updated_at, last.petition_id];
  }
  return { ids, count: count ?? 0 };
}

async function formerIds(userId: string, search: string, activeOnly: boolean): Promise<string[]> {
  const { rows } = await asUser(pool, userId, (client) => client.query<{ id: string }>(FORMER_SEARCH_SQL, [search, activeOnly]));
  return rows.map((row) => row.id);
}

describe('petition_picker', () => {
  it('finds the rows of the former search in the same order, page after page, for staff and for a beneficiary', async () => {
    const someId = [...fixture.petitionIds][10]!;
    const fragments = [
      fixture.tag,
      `ROBOTA SMITHSON ${fixture.tag}`,
      `quiet ltd ${fixture.tag}`,
      `  Robotics ${fixture.tag}  `,
      someId.slice(4, 16),
      `no-such-name ${fixture.tag}`,
    ];
    for (const [who, userId] of [
      ['staff', fixture.staffId],
      ['beneficiary', fixture.beneficiaryId],
    ] as const) {
      for (const search of fragments) {
        for (const activeOnly of [true, false]) {
          const expected = await formerIds(userId, search, activeOnly);
          const actual = await pickerPages(userId, search, activeOnly);
          expect(actual.ids, `${who} '${search}' ${activeOnly}`).toEqual(expected);
          expect(actual.count, `${who} '${search}' ${activeOnly} count`).toBe(Math.min(expected.length, 1001));
        }
      }
    }
    expect((await pickerPages(fixture.staffId, fixture.tag, false)).ids).toHaveLength(FIXTURE_PETITIONS);
  });

  it('returns the names it shows and treats % and _ as the characters they are', async () => {
    const { rows } = await asUser(pool, fixture.staffId, (client) =>
      client.query<PickerRow>(PICKER_SQL, [`Robota Smithson ${fixture.tag}`, false, null, null, 5]),
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.beneficiary_name).toBe(`Robota Smithson ${fixture.tag}`);
    const wildcard = await pickerPages(fixture.staffId, `Robota%${fixture.tag}`, false);
    expect(wildcard).toEqual({ ids: [], count: 0 });
  });

  it('refuses a page size outside 1–101 as bad input', async () => {
    await expect(
      asUser(pool, fixture.staffId, (client) => client.query(PICKER_SQL, ['', true, null, null, 500])),
    ).rejects.toMatchObject({ code: '22023' });
  });

  it('keeps the search text when a beneficiary or petitioner is renamed and when a petition is archived', async () => {
    const renamed = `Renamed Person ${fixture.tag}`;
    const { rows: victims } = await pool.query<{ id: string; beneficiary_id: string }>(
      `select p.id, p.beneficiary_id from app_public.petitions p
        where p.id = any($1::uuid[]) and p.beneficiary_id <> $2 and p.status <> 'ARCHIVED' limit 1`,
      [[...fixture.petitionIds], fixture.beneficiaryId],
    );
    const victim = victims[0]!;
    const before = (await pickerPages(fixture.staffId, renamed, false)).ids;
    expect(before).toEqual([]);
    await pool.query('update app_public.users set full_name = $1 where id = $2', [renamed, victim.beneficiary_id]);
    const afterRename = (await pickerPages(fixture.staffId, renamed, false)).ids;
    expect(afterRename).toEqual(await formerIds(fixture.staffId, renamed, false));
    expect(afterRename).toContain(victim.id);

    await pool.query(`update app_public.companies set dba_name = $1 where dba_name = $2`, [
      `Loud Ltd ${fixture.tag}`,
      `Quiet Ltd ${fixture.tag}`,
    ]);
    expect((await pickerPages(fixture.staffId, `quiet ltd ${fixture.tag}`, false)).ids).toEqual([]);
    expect((await pickerPages(fixture.staffId, `loud ltd ${fixture.tag}`, false)).ids).toEqual(
      await formerIds(fixture.staffId, `loud ltd ${fixture.tag}`, false),
    );

    await pool.query(`update app_public.petitions set status = 'ARCHIVED' where id = $1`, [victim.id]);
    expect((await pickerPages(fixture.staffId, renamed, true)).ids).not.toContain(victim.id);
    // The update moved the petition to the top of the order, in the picker as in the table.
    expect((await pickerPages(fixture.staffId, renamed, false)).ids).toEqual(await formerIds(fixture.staffId, renamed, false));
  });

  it("never tells a customer which other people's petitions match, even called directly", async () => {
    const direct = (userId: string) =>
      asUser(pool, userId, (client) =>
        client.query<{ petition_id: string }>(
          `select petition_id from app_private.petition_picker_matches($1, false, null, null, 101)`,
          [fixture.tag],
        ),
      ).then(({ rows }) => rows.map((row) => row.petition_id));
    const readable = await formerIds(fixture.beneficiaryId, fixture.tag, false);
    expect(readable.length).toBeGreaterThan(0);
    expect(await direct(fixture.beneficiaryId)).toEqual(readable.slice(0, 101));
    expect(await direct(fixture.staffId)).toEqual((await formerIds(fixture.staffId, fixture.tag, false)).slice(0, 101));
    expect(readable.length).toBeLessThan(FIXTURE_PETITIONS);
    await expect(
      asUser(pool, fixture.beneficiaryId, (client) => client.query('select * from app_private.petition_search_texts')),
    ).rejects.toMatchObject({ code: '42501' });
  });
});

describe('petitionPicker over GraphQL', () => {
  it('answers the page, its names and the capped count in one query', async () => {
    const token = await server.issuer.issueToken({
      sub: fixture.staffSub,
      email: `${fixture.tag}@example.test`,
      name: 'Search Staff',
    });
    type Data = {
      petitionPicker: {
        nodes: { petitionId: string; beneficiaryName: string; petitionerName: string | null; matchingCount: number }[];
      };
    };
    const result = await graphql<Data>(
      server.url,
      token,
      `
        query ($q: String) {
          petitionPicker(search: $q, activeOnly: false, pageSize: 50) {
            nodes {
              petitionId
              beneficiaryName
              petitionerName
              matchingCount
            }
          }
        }
      `,
      { q: fixture.tag },
    );
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.petitionPicker.nodes;
    expect(nodes.map((node) => node.petitionId)).toEqual((await formerIds(fixture.staffId, fixture.tag, false)).slice(0, 50));
    expect(new Set(nodes.map((node) => node.matchingCount))).toEqual(new Set([1001]));
    expect(nodes.every((node) => node.beneficiaryName.endsWith(fixture.tag))).toBe(true);
  });
});
