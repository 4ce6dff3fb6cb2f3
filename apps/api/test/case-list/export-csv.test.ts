import { CASE_LIST_COLUMN_LABELS, CASE_LIST_COLUMNS, exportCaseListContract } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createWorld, type World } from '../support/world.ts';
import { createCaseListFixture } from './case-list-fixture.ts';

/** GET /case-list/export.csv over real HTTP: header and rows in words, staff only, bad filters a 400 that names them. */
describe('case list CSV export', () => {
  let server: TestServer;
  let world: World;

  beforeAll(async () => {
    server = await startTestServer(testDatabaseUrl());
    world = await createWorld(server.pool);
    await createCaseListFixture(server.pool, world);
  });
  afterAll(async () => {
    await server?.close();
  });

  const exportAs = async (person: { sub: string; email: string }, query: Record<string, string>) => {
    const token = await server.issuer.issueToken({ sub: person.sub, email: person.email });
    return fetch(`${server.url}${exportCaseListContract.path}?${new URLSearchParams(query).toString()}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  };

  it('streams the filtered list with a header row, in words', async () => {
    const response = await exportAs(world.staff, { search: world.tag });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="case-list-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(CASE_LIST_COLUMNS.map((column) => CASE_LIST_COLUMN_LABELS[column]).join(','));
    expect(lines).toHaveLength(1 + 9);
    // Soonest deadline first: the overdue petition, its status and deadline in words, no ids or enum values.
    expect(lines[1]).toMatch(
      new RegExp(
        `^Case 0 ${world.tag},Acme ${world.tag},O-1A,Pending Documents,Unassigned,01/15/2027,Overdue · \\d\\d/\\d\\d/\\d{4},2 open items,None yet$`,
      ),
    );
    expect(lines.join('\n')).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|PENDING_DOCS|o_1a/);
  });

  it('exports only the overdue petitions when asked', async () => {
    const text = await (await exportAs(world.staff, { search: world.tag, overdue: 'true' })).text();
    expect(text.trimEnd().split('\r\n')).toHaveLength(2);
  });

  it('refuses customers', async () => {
    const response = await exportAs(world.beneficiary, { search: world.tag });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Only staff may export the case list' });
  });

  it('answers bad filters with a 400 naming them', async () => {
    const response = await exportAs(world.staff, { status: 'LOST', sort: 'by-magic', overdue: 'maybe' });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toContain('status is not a known petition status');
    expect(error).toContain('sort is not a known sort of the case list');
    expect(error).toContain('overdue must be true or false');
  });
});
