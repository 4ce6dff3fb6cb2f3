import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, startEmbeddedPostgres } from '@app/db';
import { seedDemoData, seedReferenceData } from '@app/db/seed';

export interface PreparedDatabase {
  databaseUrl: string;
  isEmbedded: boolean;
  /** Stops the embedded server, if one was started. */
  stop: () => Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Uses DATABASE_URL when set and never starts the embedded server then;
 * otherwise starts the embedded PostgreSQL under .data/. Either way it
 * migrates, upserts the reference data, and seeds demo data into an empty
 * database when asked to (always for the embedded default).
 */
export async function prepareDatabase(options: {
  databaseUrl: string | undefined;
  seedDemo: boolean;
  embeddedPort: number;
  /** Local file storage root; demo files are written here. */
  filesDir: string;
  dataDir?: string;
  log: (message: string) => void;
}): Promise<PreparedDatabase> {
  const { log } = options;
  let databaseUrl = options.databaseUrl;
  let stop = async () => {};
  const isEmbedded = !databaseUrl;
  if (!databaseUrl) {
    const dataDir = options.dataDir ?? path.join(REPO_ROOT, '.data');
    log(`Starting embedded PostgreSQL (data in ${dataDir}, port ${options.embeddedPort})`);
    const embedded = await startEmbeddedPostgres({ dataDir, port: options.embeddedPort });
    databaseUrl = embedded.databaseUrl;
    stop = embedded.stop;
  }
  try {
    await migrateDatabase(databaseUrl);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await seedReferenceData(client);
      if (options.seedDemo || isEmbedded) {
        await seedDemoData(client, {
          storeFile: async (storageKey, bytes) => {
            const target = path.join(options.filesDir, storageKey);
            await mkdir(path.dirname(target), { recursive: true });
            await writeFile(target, bytes);
          },
        });
      }
    } finally {
      await client.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { databaseUrl, isEmbedded, stop };
}
