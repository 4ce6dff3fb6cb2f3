import { fileURLToPath } from 'node:url';
import { runner } from 'node-pg-migrate';

const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

/** Attempts when another database of the same cluster creates the same role at the same moment. */
const ROLE_RACE_ATTEMPTS = 3;

/**
 * Roles are cluster-wide while the migration lock is per database: two databases of one cluster migrating at
 * once (test workers, apps started side by side) may both pass 0001's "if not exists" and one then fails on the
 * role's unique index. Its transaction rolled back, so running again finds the role and goes on.
 */
function isRoleCreationRace(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'pg_authid_rolname_index';
}

/** Applies every pending plain-SQL migration of db/migrations, in order; safe to call from several processes at once. */
export async function migrateDatabase(databaseUrl: string, log: (msg: string) => void = () => {}): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateOnce(databaseUrl, log);
      return;
    } catch (error) {
      if (attempt >= ROLE_RACE_ATTEMPTS || !isRoleCreationRace(error)) throw error;
      log('Another database of this cluster was creating the same role; migrating again');
    }
  }
}

async function migrateOnce(databaseUrl: string, log: (msg: string) => void): Promise<void> {
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
