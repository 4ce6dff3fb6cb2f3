import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrateDatabase, startEmbeddedPostgres } from '@app/db';
import { seedDemoData, seedReferenceData } from '@app/db/seed';
import type { AppConfig } from '../config/index.ts';
import { createStorage } from '../files/storage/create-storage.ts';

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
  /** The app's file storage settings: demo files go through the same FileStorage (local disk or S3) the server reads. */
  storage: Pick<AppConfig, 'files' | 'appSecret'>;
  /** Where the embedded PostgreSQL keeps its data; unset: <repo>/.data, moved out when as root the 'postgres' user cannot enter it. */
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
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: options.embeddedPort,
      // A directory the user chose is used as given (or refused in one line), never moved.
      relocate: options.dataDir === undefined,
      log,
    });
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
        await seedDemoData(client, { files: createStorage(options.storage).storage });
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
