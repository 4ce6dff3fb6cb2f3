import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { loadConfig } from './config.ts';
import { prepareDatabase } from './database/prepare-database.ts';
import { createServer } from './server/create-server.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist'),
  });
  const database = await prepareDatabase({
    databaseUrl: config.databaseUrl,
    seedDemo: process.env.SEED === 'demo',
    embeddedPort: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
    filesDir: process.env.FILE_STORAGE_DIR ?? path.join(REPO_ROOT, '.data/files'),
    log: (message) => console.log(message),
  });
  const pool = new pg.Pool({ connectionString: database.databaseUrl, max: Number(process.env.DATABASE_POOL_SIZE ?? 20) });
  let stopping = false;
  // On Ctrl-C the terminal signals the embedded PostgreSQL too, which ends idle connections first: expected then.
  pool.on('error', (error) => {
    if (!stopping) console.error('PostgreSQL pool error:', error.message);
  });
  const app = await createServer(config, pool);

  await new Promise<void>((resolve) => app.server.listen(config.port, config.host, resolve));
  console.log(`Petition Studio listening on ${config.publicUrl}`);
  if (config.oidc.useDevProvider) {
    console.log(`Development sign-in (password '${DEMO_PASSWORD}'):`);
    for (const account of DEMO_ACCOUNTS) console.log(`  ${account.email.padEnd(32)} ${account.description}`);
  }

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    await app.close().catch((e: unknown) => console.error(e));
    await pool.end().catch(() => {});
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Petition Studio failed to start:', error);
  process.exit(1);
});
