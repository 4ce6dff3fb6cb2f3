import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makePetition, makeUser } from '@app/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/files/storage/local-disk.ts';
import { createLocalUrlSigner } from '../../src/files/storage/local-url-signer.ts';
import { assemblePacket } from '../../src/packets/assemble-packet.ts';
import { loadPacketPlan } from '../../src/packets/load-packet-plan.ts';
import type { PacketPlan } from '../../src/packets/packet-plan.ts';
import { sectionCacheKey, sectionStorageKey } from '../../src/packets/section-cache.ts';
import { sweepPacketSections } from '../../src/packets/section-cleanup.ts';
import { testDatabaseUrl } from '../support/database.ts';
import { addExhibit, addModule, attachFiles, pdfOfPages } from './packet-fixture.ts';

/** Cached sections of deleted exhibits (or of files an exhibit no longer has) leave the file storage. */
describe('packet section cache cleanup', () => {
  let pool: pg.Pool;
  let filesDir: string;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-packet-sweep-'));
  });
  afterAll(async () => {
    await pool?.end();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('deletes the sections no existing exhibit uses and keeps shared and current ones', async () => {
    const storage = createLocalDiskStorage({ rootDir: filesDir, signer: createLocalUrlSigner('packet-sweep-test-secret') });
    const tag = randomUUID();
    const beneficiary = makeUser({
      full_name: `Sweep ${tag.slice(0, 8)}`,
      email: `sweep.${tag}@example.test`,
      auth0_sub: `test|${tag}`,
    });
    await insertRow(pool, 'users', beneficiary);
    await pool.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
    await pool.query(`insert into app_public.module_types (id, name) values ('awards', 'Awards') on conflict do nothing`);
    const petition = makePetition({ beneficiary_id: beneficiary.id });
    await insertRow(pool, 'petitions', petition);
    const moduleId = await addModule(pool, petition.id, 0);
    const pdf =
      (name: string, text: string, pages = 1) =>
      async () => ({
        name,
        mimeType: 'application/pdf',
        bytes: await pdfOfPages(pages, `${tag} ${text}`),
      });
    const exhibit = async (index: number, ...files: Array<() => Promise<{ name: string; mimeType: string; bytes: Buffer }>>) => {
      const id = await addExhibit(pool, petition.id, moduleId, index, { name: `Exhibit ${index}` });
      await attachFiles(pool, filesDir, id, await Promise.all(files.map((file) => file())));
      return id;
    };
    const deleted = await exhibit(0, pdf('gone.pdf', 'deleted'));
    const changed = await exhibit(1, pdf('old.pdf', 'changed'));
    const kept = await exhibit(2, pdf('kept.pdf', 'kept'));
    // Two exhibits with the very same file share one section; deleting one of them must keep it.
    const sharedA = await exhibit(3, pdf('same.pdf', 'shared'));
    const sharedB = await addExhibit(pool, petition.id, moduleId, 4, { name: 'Exhibit 4' });
    await pool.query(
      `insert into app_public.exhibit_files (exhibit_id, file_id, order_index) select $2, file_id, order_index from app_public.exhibit_files where exhibit_id = $1`,
      [sharedA, sharedB],
    );

    const plan = async () => (await loadPacketPlan(pool, petition.id, new Date()))!;
    const compile = async () => {
      const current = await plan();
      await assemblePacket(storage, current);
      return { current, swept: await sweepPacketSections(pool, storage, current) };
    };
    const sectionOf = (p: PacketPlan, id: string) => sectionCacheKey(p.exhibits.find((e) => e.id === id)!);
    const stored = (key: string) => storage.exists(sectionStorageKey(key));

    const first = await compile();
    expect(first.swept).toEqual([]);
    const before = Object.fromEntries([deleted, changed, kept, sharedA].map((id) => [id, sectionOf(first.current, id)]));
    expect(sectionOf(first.current, sharedB)).toBe(before[sharedA]);
    for (const key of Object.values(before)) expect(await stored(key)).toBe(true);

    await pool.query('delete from app_public.exhibits where id = any($1)', [[deleted, sharedB]]);
    await pool.query('delete from app_public.exhibit_files where exhibit_id = $1', [changed]);
    await attachFiles(pool, filesDir, changed, [await pdf('new.pdf', 'changed again', 2)()]);
    const second = await compile();

    expect(second.swept.sort()).toEqual([before[deleted]!, before[changed]!].sort());
    expect(await stored(before[deleted]!)).toBe(false);
    expect(await stored(before[changed]!)).toBe(false);
    expect(await stored(sectionOf(second.current, changed))).toBe(true);
    expect(await stored(before[kept]!)).toBe(true);
    expect(await stored(before[sharedA]!)).toBe(true);
    const { rows } = await pool.query(
      'select exhibit_id from app_private.packet_sections where petition_id = $1 order by exhibit_id',
      [petition.id],
    );
    expect(rows.map((row: { exhibit_id: string }) => row.exhibit_id)).toEqual([changed, kept, sharedA].sort());

    // Nothing changed: nothing swept, every section still there.
    expect((await compile()).swept).toEqual([]);
  });
});
