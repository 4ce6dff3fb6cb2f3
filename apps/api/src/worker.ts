import { migrateDatabase } from '@app/db';
import { ConfigError, loadConfig } from './config/index.ts';
import { createDatabasePool } from './database/create-pool.ts';

/**
 * A job worker without the HTTP server (`npm run worker -w apps/api`): runs the background tasks (packet
 * compilation, generated modules, support-message forwarding) from the one graphile-worker queue in
 * PostgreSQL. Run any number beside API replicas started with JOB_WORKER=off; a job runs once, on whichever
 * worker takes it, and a job a crashed worker held is
 * taken again once that worker's heartbeat goes stale (jobs/worker-heartbeat.ts).
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const databaseUrl = config.database.url;
  if (!databaseUrl) {
    throw new ConfigError([
      {
        variable: 'DATABASE_URL',
        problem: 'is required by a separate job worker (the embedded database belongs to the API process)',
      },
    ]);
  }
  const [{ startJobWorker }, { createTaskList }, { createServices }] = await Promise.all([
    import('./jobs/run-worker.ts'),
    import('./jobs/task-registry.ts'),
    import('./server/create-services.ts'),
  ]);
  // Waits for an API replica migrating at the same moment (advisory lock), then finds nothing pending.
  await migrateDatabase(databaseUrl);
  const pool = createDatabasePool(databaseUrl, config.database.poolSize);
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  // The same services the API process builds (server/create-services.ts), without the HTTP server.
  const { storage, writeModuleContent, notificationEmail, uscisCaseStatus } = createServices(config, pool);
  const worker = await startJobWorker({
    pool,
    taskList: createTaskList({
      pool,
      supportWebhookUrl: config.supportWebhookUrl,
      writeModuleContent,
      storage: storage.storage,
      notificationEmail,
      uscisCaseStatus,
    }),
    recovery: config.jobRecovery,
  });
  console.log('Petition Studio job worker running');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, finishing running jobs`);
    await worker.stop().catch((error: unknown) => console.error(error));
    await pool.end().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Petition Studio job worker cannot start. ${error.message}`);
  else console.error('Petition Studio job worker failed to start:', error);
  process.exit(1);
});
