import { migrateDatabase } from '../migrate.ts';
import { requireDatabaseUrl } from './paths.ts';

/** npm run migrate -w db: applies pending migrations to DATABASE_URL. */
const databaseUrl = requireDatabaseUrl();
try {
  await migrateDatabase(databaseUrl, (message) => console.log(message));
  console.log('Migrations are up to date.');
} catch (error) {
  console.error('Migration failed:', error);
  process.exit(1);
}
