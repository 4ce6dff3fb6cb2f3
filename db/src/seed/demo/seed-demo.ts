import type pg from 'pg';
import type { SeedFileWriter } from '../file-writer.ts';
import type { SampleFileKind } from '../sample-files.ts';
import { buildDemoData } from './build.ts';
import type { StoredDemoFile } from './context.ts';
import { writeDemoData } from './write.ts';

export interface DemoSeedOptions {
  /** Bytes of each demo file; defaults to small real PDF, PNG and JPEG files made by the seed. */
  fileBytes?: (kind: SampleFileKind, name: string) => Buffer;
  /** Where the files' bytes go, under their keys (`files/<fileId>`). Without it only the rows are written. */
  files?: SeedFileWriter;
  /** "Today" for the relative dates of the demo; defaults to the current day (UTC midnight). */
  now?: Date;
}

/** Key of the advisory lock that keeps two servers from seeding the same empty database at once. */
const DEMO_SEED_LOCK = 7_310_466_001;
/** Files written at once. */
const WRITE_CONCURRENCY = 16;

/**
 * Fills an empty database (no users) with a realistic, fictional practice:
 * the four demo accounts, staff, companies and their teams, forty
 * beneficiaries with petitions in every status built from the archetype
 * templates and the TN preset, real small files, entities, reusable exhibits,
 * notes, tasks, checklists, onboarding records and a case strategy.
 * Deterministic (seeded PRNG); runs in one transaction as the connection's
 * own role; does nothing when any user exists. The files are written before
 * the commit, so a failing storage leaves no rows pointing at missing bytes.
 */
export async function seedDemoData(client: pg.ClientBase, options: DemoSeedOptions = {}): Promise<void> {
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [DEMO_SEED_LOCK]);
    const existing = await client.query<{ has_users: boolean }>('select exists (select 1 from app_public.users) as has_users');
    if (existing.rows[0]?.has_users) {
      await client.query('rollback');
      return;
    }
    const tasks = await client.query<{ id: string; code: string }>('select id, code from app_public.checklist_tasks');
    const data = buildDemoData({
      now: options.now ?? new Date(),
      fileBytes: options.fileBytes,
      checklistTaskIds: new Map(tasks.rows.map((row) => [row.code, row.id])),
    });
    await writeDemoData(client, data);
    if (options.files) await writeAll(data.context.storedFiles, options.files);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function writeAll(files: readonly StoredDemoFile[], writer: SeedFileWriter): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file) await writer.write(file.storageKey, file.bytes, file.contentType);
    }
  };
  await Promise.all(Array.from({ length: WRITE_CONCURRENCY }, worker));
}
