import { caseListCells, type TCaseListEntry } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '@app/db';
import { readCaseListPage } from '../../src/case-list/read-case-list.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { graphql } from '../support/graphql-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { createCaseListFixture, type CaseListFixture } from './case-list-fixture.ts';

/**
 * The staff case list's database function (migration 0050) through GraphQL and SQL: staff only, the filters,
 * and keyset pages that neither overlap nor skip, forward and backward, for every sort.
 */
describe('case list', () => {
  let server: TestServer;
  let world: World;
  let fixture: CaseListFixture;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    fixture = await createCaseListFixture(server.pool, world);
  });
  afterAll(async () => {
    await server?.close();
  });

  const tokenOf = (person: { sub: string; email: string }) => server.issuer.issueToken({ sub: person.sub, email: person.email });
  const QUERY = `query Cases($search: String, $overdueOnly: Boolean, $mine: Boolean, $sort: String, $pageSize: Int) {
    caseList(search: $search, overdueOnly: $overdueOnly, mine: $mine, sort: $sort, pageSize: $pageSize) {
      nodes { petitionId beneficiaryName petitionerName visaClass filingType status nextDeadline overdue openCustomerItems
      lastCustomerActivityAt targetSubmissionDate sortKey }
    }
  }`;
  const casesOf = async (token: string, variables: Record<string, unknown>) => {
    const answer = await graphql<{ caseList: { nodes: TCaseListEntry[] } }>(server.url, token, QUERY, {
      search: world.tag,
      pageSize: 50,
      ...variables,
    });
    expect(answer.errors).toBeUndefined();
    return answer.data!.caseList.nodes;
  };

  it('gives staff every petition with its figures, and customers nothing', async () => {
    const rows = await casesOf(await tokenOf(world.staff), {});
    // The world's two petitions (Olga's is found by her tagged name; Bea's by hers) and the seven extra ones.
    expect(new Set(rows.map((row) => row.petitionId))).toEqual(new Set(fixture.petitionIds));
    const overdue = rows.find((row) => row.petitionId === fixture.overduePetitionId)!;
    expect(overdue).toMatchObject({ overdue: true, openCustomerItems: 2, petitionerName: `Acme ${world.tag}` });
    // Soonest deadline first: the overdue one leads.
    expect(rows[0]!.petitionId).toBe(fixture.overduePetitionId);
    const touched = rows.find((row) => row.petitionId === world.petitionId)!;
    expect(touched.lastCustomerActivityAt).not.toBeNull();
    for (const customer of [world.beneficiary, world.companyAdmin]) {
      expect(await casesOf(await tokenOf(customer), {})).toEqual([]);
    }
  });

  it("filters to overdue items and to the signed-in staff member's cases", async () => {
    const staff = await tokenOf(world.staff);
    expect((await casesOf(staff, { overdueOnly: true })).map((row) => row.petitionId)).toEqual([fixture.overduePetitionId]);
    // OA of one petition, assignee of an open task on another.
    const mine = (await casesOf(staff, { mine: true })).map((row) => row.petitionId).sort();
    expect(mine).toEqual([fixture.petitionIds[5]!, fixture.petitionIds[6]!].sort());
  });

  it('finds cases by either name, follows a rename, and reads % and _ literally (migration 0056)', async () => {
    const staff = await tokenOf(world.staff);
    const renamed = fixture.petitionIds[4]!;
    const newName = `Renamed ${world.tag.split('').reverse().join('')}`;
    await server.pool.query(
      'update app_public.users set full_name = $1 where id = (select beneficiary_id from app_public.petitions where id = $2)',
      [newName, renamed],
    );
    const found = await casesOf(staff, { search: newName.toUpperCase() });
    expect(found.map((row) => [row.petitionId, row.beneficiaryName])).toEqual([[renamed, newName]]);
    // The petitioner's name finds every petition of the company ("Acme <tag>").
    expect((await casesOf(staff, { search: `acme ${world.tag}` })).length).toBeGreaterThanOrEqual(7);
    // A wildcard the user types is a character, not "anything"; the names' separator is no part of a search.
    expect(await casesOf(staff, { search: `${world.tag}%Acme` })).toEqual([]);
    expect(await casesOf(staff, { search: `${world.tag}\u001fAcme` })).toEqual([]);
  });

  it('refuses an unknown sort and a page size above the limit', async () => {
    const staff = await tokenOf(world.staff);
    const answer = await graphql(server.url, staff, QUERY, { search: world.tag, sort: 'by-magic', pageSize: 10 });
    expect(answer.errors?.length).toBeGreaterThan(0);
    const tooMany = await graphql(server.url, staff, QUERY, { search: world.tag, pageSize: 500 });
    expect(tooMany.errors?.length).toBeGreaterThan(0);
  });

  for (const sort of ['next-deadline', 'target-date', 'last-activity', 'updated'] as const) {
    it(`pages by ${sort} without overlap or gap, both ways`, async () => {
      await asUser(server.pool, world.staff.id, async (client) => {
        const filter = { mine: false, overdue: false, search: world.tag, sort };
        const all = await readCaseListPage(client, filter, null, 100);
        expect(all).toHaveLength(fixture.petitionIds.length);
        const pages: TCaseListEntry[][] = [];
        let cursor = null;
        for (;;) {
          const page = await readCaseListPage(client, filter, cursor, 2);
          if (page.length === 0) break;
          pages.push(page);
          const last = page.at(-1)!;
          cursor = { key: last.sortKey, id: last.petitionId, backward: false };
        }
        expect(pages.flat().map((row) => row.petitionId)).toEqual(all.map((row) => row.petitionId));
        // Back from the last page: the page before it, in the same order.
        const lastPage = pages.at(-1)!;
        const before = await readCaseListPage(
          client,
          filter,
          { key: lastPage[0]!.sortKey, id: lastPage[0]!.petitionId, backward: true },
          2,
        );
        expect(before.map((row) => row.petitionId)).toEqual(pages.at(-2)!.map((row) => row.petitionId));
      });
    });
  }

  it('words a TN applied for at the border in its own terms: "Packet Given to Beneficiary", not "Shipped"', async () => {
    const [borderTn, changeOfStatus] = fixture.petitionIds.slice(-2) as [string, string];
    await server.pool.query(
      `update app_public.petitions set visa_class = 'tn', status = 'SHIPPED',
         filing_type = case when id = $1 then 'consular_processing' else 'change_of_status' end
       where id in ($1, $2)`,
      [borderTn, changeOfStatus],
    );
    const rows = await casesOf(await tokenOf(world.staff), {});
    const border = rows.find((row) => row.petitionId === borderTn)!;
    const filedWithUscis = rows.find((row) => row.petitionId === changeOfStatus)!;
    expect(border).toMatchObject({ visaClass: 'tn', filingType: 'consular_processing', status: 'SHIPPED' });
    expect(caseListCells(border, '2026-12-07').status).toBe('Packet Given to Beneficiary');
    expect(filedWithUscis.filingType).toBe('change_of_status');
    expect(caseListCells(filedWithUscis, '2026-12-07').status).toBe('Shipped');
    // The CSV export reads the same rows (read-case-list.ts).
    await asUser(server.pool, world.staff.id, async (client) => {
      const page = await readCaseListPage(client, { mine: false, overdue: false, search: world.tag, sort: 'updated' }, null, 50);
      expect(page.find((row) => row.petitionId === borderTn)?.filingType).toBe('consular_processing');
    });
  });
});
