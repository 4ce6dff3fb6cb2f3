import { BATES_PREFIX_ERROR, BATES_PREFIX_PATTERN } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import { petitionWithOneAward, startPacketTestServer, type PacketTestServer } from './packet-test-server.ts';

const COMPILE = `mutation PacketsTestCompileWithPrefix($petitionId: UUID!, $batesPrefix: String) {
  compilePetition(input: { petitionId: $petitionId, batesPrefix: $batesPrefix }) { compiledPetition { id status } }
}`;
type Compiled = { compilePetition: { compiledPetition: { id: string; status: string } } | null };

/**
 * Issue 28: the Compile button sends the prefix on screen with the compile; the server saves it in the same
 * transaction that queues the job (migration 0044), and refuses one breaking the domain's rule before
 * anything is queued, with the domain's sentence.
 */
describe('compilePetition with the Bates prefix on screen', () => {
  let server: TestServer;
  let staffToken: string;
  let beneficiaryToken: string;
  let packetServer: PacketTestServer | undefined;

  beforeAll(async () => {
    packetServer = await startPacketTestServer('ps-packets-compile-prefix-');
    ({ server, staffToken, beneficiaryToken } = packetServer);
  });
  afterAll(async () => {
    await packetServer?.close();
  });

  const petitionWithOneExhibit = () => petitionWithOneAward(packetServer!, 1);

  const compile = (petitionId: string, batesPrefix: string | null, token = staffToken) =>
    graphql<Compiled>(server.url, token, COMPILE, { petitionId, batesPrefix });

  async function stored(petitionId: string) {
    const prefix = await server.pool.query<{ bates_prefix: string }>(
      'select bates_prefix from app_public.petitions where id = $1',
      [petitionId],
    );
    const compiles = await server.pool.query<{ id: string }>(
      'select id from app_public.compiled_petitions where petition_id = $1',
      [petitionId],
    );
    return { prefix: prefix.rows[0]!.bates_prefix, compiles: compiles.rowCount };
  }

  async function finished(id: string) {
    for (let i = 0; i < 300; i++) {
      const { rows } = await server.pool.query<{ status: string; bates_prefix: string | null }>(
        'select status, bates_prefix from app_public.compiled_petitions where id = $1',
        [id],
      );
      if (rows[0] && rows[0].status !== 'RUNNING') return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the compile did not finish');
  }

  it("checks the domain's pattern in the database too (the column check of migration 0029)", async () => {
    const { rows } = await server.pool.query<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'petitions_bates_prefix_check'`,
    );
    expect(rows[0]?.definition).toContain(`'${BATES_PREFIX_PATTERN.source}'`);
  });

  it('refuses a prefix breaking the rule with the domain sentence, saving and queuing nothing', async () => {
    const petitionId = await petitionWithOneExhibit();
    for (const bad of ['has space', 'Ünïcode', 'x'.repeat(17), 'PS/1']) {
      const refused = await compile(petitionId, bad);
      expect(refused.errors?.[0]?.message, bad).toBe(BATES_PREFIX_ERROR);
      expect(refused.data?.compilePetition ?? null).toBeNull();
    }
    expect(await stored(petitionId)).toEqual({ prefix: 'PS-', compiles: 0 });
  });

  it('saves the prefix sent (trimmed) and compiles with it: one request, one packet', async () => {
    const petitionId = await petitionWithOneExhibit();
    const started = await compile(petitionId, '  NEW_7-  ');
    expect(started.errors).toBeUndefined();
    expect(await stored(petitionId)).toEqual({ prefix: 'NEW_7-', compiles: 1 });
    const row = await finished(started.data!.compilePetition!.compiledPetition.id);
    expect(row).toMatchObject({ status: 'COMPLETED', bates_prefix: 'NEW_7-' });
  });

  it('without a prefix compiles with the saved one, and two clicks at once start one compile', async () => {
    const petitionId = await petitionWithOneExhibit();
    const [first, second] = await Promise.all([compile(petitionId, null), compile(petitionId, 'PS-')]);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data!.compilePetition!.compiledPetition.id).toBe(first.data!.compilePetition!.compiledPetition.id);
    expect(await stored(petitionId)).toEqual({ prefix: 'PS-', compiles: 1 });
    expect(await finished(first.data!.compilePetition!.compiledPetition.id)).toMatchObject({ bates_prefix: 'PS-' });
  });

  it('is refused to customers, whose prefix is not saved', async () => {
    const petitionId = await petitionWithOneExhibit();
    const refused = await compile(petitionId, 'MINE-', beneficiaryToken);
    expect(refused.errors?.[0]?.message).toMatch(/Only staff compile packets/);
    expect(await stored(petitionId)).toEqual({ prefix: 'PS-', compiles: 0 });
  });
});
