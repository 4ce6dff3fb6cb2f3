import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { insertRow, makeExhibit, makeModule } from '@app/db/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/index.ts';
import { createServices } from '../../../src/server/create-services.ts';
import type { WriteModuleContent } from '../../../src/writing/index.ts';
import { testDatabaseUrl } from '../../support/database.ts';
import { createWorld, type World } from '../../support/world.ts';

describe('writeModuleContent (memo starter, conclusion, authorship summary), for the research-agent routes', () => {
  let pool: pg.Pool;
  let filesDir: string;
  let world: World;
  let writeModuleContent: WriteModuleContent;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: testDatabaseUrl(), max: 4 });
    filesDir = await mkdtemp(path.join(tmpdir(), 'ps-module-content-'));
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabaseUrl(), FILE_STORAGE_DIR: filesDir });
    // The services a process builds: no LLM_BASE_URL, so the template composer writes.
    writeModuleContent = createServices(config, pool).writeModuleContent;
    world = await createWorld(pool);
    await pool.query(
      `insert into app_public.module_types (id, name) values ('authorship', 'Authorship'), ('memo-starter', 'Memo Starter')
       on conflict do nothing`,
    );
    const authorship = makeModule({ petition_id: world.petitionId, type: 'authorship', name: 'Authorship', order_index: 2 });
    const memo = makeModule({ petition_id: world.petitionId, type: 'memo-starter', name: 'Memo', order_index: 3 });
    for (const row of [authorship, memo]) await insertRow(pool, 'modules', row);
    await insertRow(
      pool,
      'exhibits',
      makeExhibit({
        module_id: authorship.id,
        petition_id: world.petitionId,
        name: 'Fleet Learning for Warehouse Robots (ICRA 2023)',
      }),
    );
  });
  afterAll(async () => {
    await pool?.end();
    await rm(filesDir, { recursive: true, force: true });
  });

  it('memo starter: the parties and the criteria, from the criterion modules (the memo itself left out)', async () => {
    const written = await writeModuleContent('memo-starter', world.petitionId, world.staff.id);
    expect(written!.isTemplate).toBe(true);
    expect(written!.text).toContain(
      `Petition of Acme ${world.tag} on behalf of ${world.beneficiary.fullName} for classification as O-1A.`,
    );
    expect(written!.text).toContain('The petition presents evidence under the following criteria: Awards, Press and Authorship.');
    const { rows } = await pool.query('select kind, target_type, target_id from app_public.generated_texts where id = $1', [
      written!.generationId,
    ]);
    expect(rows).toEqual([{ kind: 'module-content:memo-starter', target_type: 'petition', target_id: world.petitionId }]);
  });

  it('conclusion: the criteria argued and the request', async () => {
    const written = await writeModuleContent('conclusion', world.petitionId, world.staff.id);
    expect(written!.text).toContain('The petitioner respectfully requests that the petition be approved.');
  });

  it('authorship summary: the works of the authorship module only', async () => {
    const written = await writeModuleContent('authorship-summary', world.petitionId, world.staff.id);
    expect(written!.text).toContain('- Exhibit: Fleet Learning for Warehouse Robots (ICRA 2023)');
    expect(written!.text).not.toContain('Award certificate');
  });

  it('is null for a petition the caller cannot see', async () => {
    expect(await writeModuleContent('conclusion', world.otherPetitionId, world.beneficiary.id)).toBeNull();
  });
});
