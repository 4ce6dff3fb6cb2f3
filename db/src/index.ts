export { migrateDatabase } from './migrate.ts';
export { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
