export { actAs, asUser, becomeUser, becomeVisitor, VISITOR_ROLE, visitorSettings, type AsUserOptions } from './as-user.ts';
export { migrateDatabase } from './migrate.ts';
export { EmbeddedPostgresError, relocatedDataDir, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.ts';
