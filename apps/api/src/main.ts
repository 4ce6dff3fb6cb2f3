import { EmbeddedPostgresError } from '@app/db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@app/domain';
import { ConfigError, loadConfig } from './config/index.ts';
import { createDatabasePool } from './database/create-pool.ts';

async function main(): Promise<void> {
  // The one place the server reads its environment; loadConfig checks every variable before anything starts.
  const config = loadConfig(process.env);
  // Loaded once the configuration is good, so a bad variable is reported alone, before the start-up
  // notices the GraphQL and OpenID libraries print when they load.
  const [{ prepareDatabase }, { createServer }] = await Promise.all([
    import('./database/prepare-database.ts'),
    import('./server/create-server.ts'),
  ]);
  const database = await prepareDatabase({
    databaseUrl: config.database.url,
    seedDemo: config.database.seedDemo,
    embeddedPort: config.database.embeddedPort,
    dataDir: config.database.embeddedDataDir,
    storage: config,
    log: (message) => console.log(message),
  });
  const pool = createDatabasePool(database.databaseUrl, config.database.poolSize);
  let stopping = false;
  // On Ctrl-C the terminal signals the embedded PostgreSQL too, which ends idle connections first: expected then.
  pool.on('error', (error) => {
    if (!stopping) console.error('PostgreSQL pool error:', error.message);
  });
  // A checked-out connection that dies emits 'error' on its client: without a listener that would end the process.
  pool.on('connect', (client) =>
    client.on('error', (error) => {
      if (!stopping) console.error('PostgreSQL connection error:', error.message);
    }),
  );
  const app = await createServer(config, pool);

  await new Promise<void>((resolve) => app.server.listen(config.port, config.host, resolve));
  console.log(`Petition Studio listening on ${config.publicUrl}`);
  // Where the data lives, beside the database line prepareDatabase printed: what a newcomer backs up or deletes.
  if (config.files.driver === 'local') console.log(`Uploaded files in ${config.files.localDir}`);
  // The password is published: printed only in demo mode, where the sign-in page shows it too.
  if (config.oidc.useDevProvider && config.demoMode) {
    console.log(`Demo mode (DEMO_MODE=off to turn it off). Demo sign-in (password '${DEMO_PASSWORD}'):`);
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
  // A bad variable, or an embedded PostgreSQL that cannot start here, is the operator's to fix: one line, no stack trace.
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError)
    console.error(`Petition Studio cannot start. ${error.message}`);
  else console.error('Petition Studio failed to start:', error);
  process.exit(1);
});
