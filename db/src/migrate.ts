import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every pending plain-SQL migration of db/migrations, in order; safe to call from several processes at once. */
export async function migrateDatabase(databaseUrl: string, log: (msg: string) => void = () => {}): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    singleTransaction: true,
    // Replicas starting together wait for the one migrating, then find nothing pending (default: fail).
    advisoryLockMode: 'wait',
    verbose: false,
    log,
    logger: { debug: () => {}, info: log, warn: log, error: log },
  });
}
