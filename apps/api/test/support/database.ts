export { testDatabaseUrl } from '@app/db/testing/worker-database';
