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
import { testDatabaseUrl } from '../support/database.ts';
import { addExhibit, addModule, attachFiles, pageTexts, pdfOfPages, photo } from './packet-fixture.ts';

/** Incremental compiles: sections come from the file storage unless an exhibit's files changed. */
describe('packet section cache', () => {
  let pool: pg.Pool;
  let filesDir: string;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 2 });
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-packet-cache-'));
  });
  afterAll(async () => {
    await pool?.end();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('re-renders only the changed exhibit and renumbers the pages after it', async () => {
    const storage = createLocalDiskStorage({ rootDir: filesDir, signer: createLocalUrlSigner('packet-cache-test-secret') });
    const tag = randomUUID();
    const beneficiary = makeUser({
      full_name: `Cache ${tag.slice(0, 8)}`,
      email: `cache.${tag}@example.test`,
      auth0_sub: `test|${tag}`,
    });
    await insertRow(pool, 'users', beneficiary);
    await pool.query(`insert into app_public.visa_types (id, name) values ('o_1a', 'O-1A') on conflict do nothing`);
    await pool.query(`insert into app_public.module_types (id, name) values ('awards', 'Awards') on conflict do nothing`);
    const petition = makePetition({ beneficiary_id: beneficiary.id, bates_prefix: 'CASE-' } as Parameters<
      typeof makePetition
    >[0]);
    await insertRow(pool, 'petitions', petition);
    const moduleId = await addModule(pool, petition.id, 0);
    const exhibitIds: string[] = [];
    for (let i = 0; i < 4; i++) {
      const id = await addExhibit(pool, petition.id, moduleId, i, { name: `Exhibit ${i}` });
      await attachFiles(pool, filesDir, id, [
        { name: `doc-${i}.pdf`, mimeType: 'application/pdf', bytes: await pdfOfPages(i + 1, `${tag} exhibit ${i}`) },
      ]);
      exhibitIds.push(id);
    }

    const compile = async () => assemblePacket(storage, (await loadPacketPlan(pool, petition.id, new Date()))!);
    const cold = await compile();
    expect(cold.renderedExhibitIds).toEqual(exhibitIds);

    await attachFiles(pool, filesDir, exhibitIds[1]!, [
      { name: 'extra.png', mimeType: 'image/png', bytes: await photo('png', 200, 200) },
      { name: 'extra-2.png', mimeType: 'image/png', bytes: await photo('png', 300, 200) },
    ]);
    // A renamed exhibit keeps its section: the name is on the tab page, drawn at assembly.
    await pool.query(`update app_public.exhibits set compiler_override_name = 'Renamed' where id = $1`, [exhibitIds[3]]);
    const incremental = await compile();
    expect(incremental.renderedExhibitIds).toEqual([exhibitIds[1]]);
    expect(incremental.pageCount).toBe(cold.pageCount + 2);

    const pages = await pageTexts(incremental.pdf);
    pages.forEach((text, index) => expect(text).toContain(`CASE-${String(index + 1).padStart(6, '0')}`));
    expect(pages[1]).toMatch(/A-4\s+Renamed\s+CASE-000014–CASE-000018/);

    const unchanged = await compile();
    expect(unchanged.renderedExhibitIds).toEqual([]);
  });
});
