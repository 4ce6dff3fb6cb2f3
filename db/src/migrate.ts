import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every pending plain-SQL migration of db/migrations, in order. */
export async function migrateDatabase(databaseUrl: string, log: (msg: string) => void = () => {}): Promise<void> {
  await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    direction: 'up',
    migrationsTable: 'schema_migrations',
    checkOrder: true,
    singleTransaction: true,
    verbose: false,
    log,
    logger: { debug: () => {}, info: log, warn: log, error: log },
  });
}
