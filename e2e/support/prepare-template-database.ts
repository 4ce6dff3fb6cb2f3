/**
 * Run by app-template.ts as a child process, with the environment a browser test's server gets: prepares the
 * database at DATABASE_URL exactly as the server's start does (apps/api/src/main.ts: migrations, reference data,
 * the demo seed with its files written to FILE_STORAGE_DIR), then exits without serving.
 */
import { loadConfig } from '../../apps/api/src/config/index.ts';
import { prepareDatabase } from '../../apps/api/src/database/prepare-database.ts';

const config = loadConfig(process.env);
if (!config.database.url) throw new Error('DATABASE_URL is required: the template is never the embedded database');
await prepareDatabase({
  databaseUrl: config.database.url,
  seedDemo: config.database.seedDemo,
  embeddedPort: config.database.embeddedPort,
  storage: config,
  log: (message) => console.log(message),
});
