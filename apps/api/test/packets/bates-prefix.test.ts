import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../support/graphql-client.ts';
import type { TestServer } from '../support/test-server.ts';
import { pageTexts } from './packet-fixture.ts';
import { petitionWithOneAward, startPacketTestServer, type PacketTestServer } from './packet-test-server.ts';

const SET_PREFIX = `mutation PacketsTestBatesPrefix($id: UUID!, $batesPrefix: String!) {
  updatePetitionById(input: { id: $id, petitionPatch: { batesPrefix: $batesPrefix } }) { petition { id batesPrefix } }
}`;
const COMPILE = `mutation PacketsTestCompilePrefixed($petitionId: UUID!) {
  compilePetition(input: { petitionId: $petitionId }) { compiledPetition { id } }
}`;

/** The petition's Bates prefix as the workspace page saves it (GraphQL, as staff), and the next compile stamping it. */
describe('Bates prefix of a petition', () => {
  let server: TestServer;
  let filesDir: string;
  let staffToken: string;
  let beneficiaryToken: string;

  let packetServer: PacketTestServer | undefined;

  beforeAll(async () => {
    packetServer = await startPacketTestServer('ps-packets-prefix-');
    ({ server, filesDir, staffToken, beneficiaryToken } = packetServer);
  });
  afterAll(async () => {
    await packetServer?.close();
  });

  const petitionWithOneExhibit = () => petitionWithOneAward(packetServer!, 2);

  const setPrefix = (id: string, batesPrefix: string, token = staffToken) =>
    graphql<{ updatePetitionById: { petition: { batesPrefix: string } } }>(server.url, token, SET_PREFIX, { id, batesPrefix });

  async function storedPrefix(id: string): Promise<string> {
    const { rows } = await server.pool.query<{ bates_prefix: string }>(
      'select bates_prefix from app_public.petitions where id = $1',
      [id],
    );
    return rows[0]!.bates_prefix;
  }

  it('stamps the prefix staff saved on every page of the next compile, and in the index', async () => {
    const petitionId = await petitionWithOneExhibit();
    const saved = await setPrefix(petitionId, 'ACME_7-');
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updatePetitionById.petition.batesPrefix).toBe('ACME_7-');

    const started = await graphql<{ compilePetition: { compiledPetition: { id: string } } }>(server.url, staffToken, COMPILE, {
      petitionId,
    });
    expect(started.errors).toBeUndefined();
    const id = started.data!.compilePetition.compiledPetition.id;
    let row: { status: string; file_id: string | null; bates_prefix: string | null } | undefined;
    for (let i = 0; i < 300 && row?.status !== 'COMPLETED' && row?.status !== 'FAILED'; i++) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      ({
        rows: [row],
      } = await server.pool.query('select status, file_id, bates_prefix from app_public.compiled_petitions where id = $1', [id]));
    }
    expect(row).toMatchObject({ status: 'COMPLETED', bates_prefix: 'ACME_7-' });
    const { rows } = await server.pool.query<{ storage_key: string }>('select storage_key from app_public.files where id = $1', [
      row!.file_id,
    ]);
    const pages = await pageTexts(await readFile(path.join(filesDir, rows[0]!.storage_key)));
    expect(pages[0]).toContain('ACME_7-000001');
    pages.forEach((text, index) => expect(text).toContain(`ACME_7-${String(index + 1).padStart(6, '0')}`));
    expect(pages.join('\n')).not.toContain('PS-0000');
    expect(pages[1]).toMatch(/A-1\s+Award certificate\s+ACME_7-000003–ACME_7-000005/);
  });

  it('refuses a prefix the column check refuses with the rule (no constraint name), not an error id', async () => {
    const petitionId = await petitionWithOneExhibit();
    for (const bad of ['has space', 'Ünïcode', 'x'.repeat(17), 'PS/1']) {
      const refused = await setPrefix(petitionId, bad);
      expect(refused.errors?.[0]?.message, bad).toMatch(/^Use at most 16 characters, only letters A–Z, digits/);
    }
    expect(await storedPrefix(petitionId)).toBe('PS-');
    expect((await setPrefix(petitionId, 'x'.repeat(16))).errors).toBeUndefined();
    expect((await setPrefix(petitionId, '')).errors).toBeUndefined();
    expect(await storedPrefix(petitionId)).toBe('');
  });

  it('is staff-only to change', async () => {
    const petitionId = await petitionWithOneExhibit();
    const refused = await setPrefix(petitionId, 'MINE-', beneficiaryToken);
    expect(refused.errors?.[0]?.message).toMatch(/Only staff may change bates_prefix/);
    expect(await storedPrefix(petitionId)).toBe('PS-');
  });
});
